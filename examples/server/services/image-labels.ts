/** The word a generated placeholder image shows (routes/images.ts): the name of the row it stands for. */
import type { Queryable } from '../db/types';

const LABEL_SQL: Record<string, string> = {
  product: 'SELECT product_name AS label FROM products WHERE id = $1',
  category: 'SELECT title AS label FROM categories WHERE id = $1',
  brand: 'SELECT title AS label FROM brands WHERE id = $1',
  shop: 'SELECT shop_name AS label FROM sellers WHERE id = $1',
  'shop-banner': 'SELECT shop_name AS label FROM sellers WHERE id = $1',
  campaign: 'SELECT title AS label FROM campaigns WHERE id = $1',
  blog: 'SELECT title AS label FROM blogs WHERE id = $1',
  video: 'SELECT title AS label FROM video_shops WHERE id = $1',
  slider: 'SELECT title AS label FROM sliders WHERE id = $1',
  banner: 'SELECT title AS label FROM banners WHERE id = $1',
  service: 'SELECT title AS label FROM services WHERE id = $1',
  user: "SELECT first_name || ' ' || last_name AS label FROM users WHERE id = $1",
  flag: 'SELECT upper(locale) AS label FROM languages WHERE id = $1',
};

/** Whether images of this kind are labelled from a row. */
export const labelledKind = (kind: string): boolean => Object.prototype.hasOwnProperty.call(LABEL_SQL, kind);

/** The label of row `id` of this kind, or null (no such row, or a kind with no row). */
export async function imageLabel(db: Queryable, kind: string, id: number): Promise<string | null> {
  if (!labelledKind(kind)) return null;
  return (await db.query<{ label: string }>(LABEL_SQL[kind], [id])).rows[0]?.label ?? null;
}
