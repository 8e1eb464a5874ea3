/** `GET user/coupons` (test/contract/commerce/user-coupons.json): lazy, with the gift voucher screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';

/** The fields of a raw coupon the cards use. Amounts are in the base currency. */
export interface Voucher {
  id: number;
  code: string;
  title: string;
  discount_type: 'flat' | 'percent';
  discount: number | string;
  image_145x110: string;
  minimum_shopping: number | string | null;
  end_date: string | null;
}

const isVoucher = (row: unknown): row is Voucher =>
  !!row && typeof row === 'object' && Number((row as Voucher).id) > 0 && typeof (row as Voucher).code === 'string';

/** (P) plain paginator, 10 a page: every running coupon, newest first. Page 1 is asked for without `page`. */
export async function fetchVouchers(http: Http, page = 1): Promise<PageOf<Voucher>> {
  const { data } = await http.get('user/coupons', page > 1 ? { params: { page } } : undefined);
  const { coupons } = expectKeys<{ coupons: Record<string, unknown> }>(data, ['coupons']);
  if (!coupons || typeof coupons !== 'object') throw new ApiError('malformed', "The server's answer has no coupons.");
  return readPage(coupons, 'coupons', isVoucher);
}
