/** `GET home/brands` (test/contract/catalogue/brands.json): lazy, with the brands screen. */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';
import type { Brand } from '../../types/catalogue';

const isBrand = (row: unknown): row is Brand =>
  !!row &&
  typeof row === 'object' &&
  Number((row as Brand).id) > 0 &&
  typeof (row as Brand).slug === 'string' &&
  typeof (row as Brand).title === 'string';

/** BrandPaginateResource, a fixed 30 a page, newest first. */
export async function fetchBrandsPage(http: Http, _key: string, page: number): Promise<PageOf<Brand>> {
  const { data } = await http.get('home/brands', { params: { page } });
  return readPage(expectKeys<{ brands: unknown }>(data, ['brands']).brands, 'brands', isBrand);
}
