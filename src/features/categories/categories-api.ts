/** `GET home/categories` (test/contract/catalogue/categories.json): lazy, with the categories screen. */
import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Category } from '../../types/catalogue';

const isCategory = (row: unknown): row is Category =>
  !!row &&
  typeof row === 'object' &&
  Number((row as Category).id) > 0 &&
  typeof (row as Category).slug === 'string' &&
  typeof (row as Category).title === 'string';

/** Keeps the rows that can be shown, at every level (`child_categories`, then `categories`). */
function clean(rows: unknown, depth: number): Category[] {
  if (!Array.isArray(rows)) return [];
  return rows.filter(isCategory).map((row) => {
    const children = clean(depth === 0 ? row.child_categories : row.categories, depth + 1);
    return depth === 0 ? { ...row, child_categories: children } : { ...row, categories: children };
  });
}

/**
 * Every active top-level category with its children and grandchildren. One answer, not a
 * paginator: the original's SPA looks for a next_page_url that is never there, the widget does not.
 */
export async function fetchCategoryTree(http: Http): Promise<Category[]> {
  const { data } = await http.get('home/categories');
  return clean(expectList<unknown>(expectKeys<{ categories: unknown }>(data, ['categories']).categories, 'categories'), 0);
}
