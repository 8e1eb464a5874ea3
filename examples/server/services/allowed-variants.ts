/**
 * POST find/variants: which values of a product's last option are in stock, given the options
 * chosen before it (1.6.7 app/Http/Controllers/Site/ProductController.php:249-296, variants;
 * test/contract/catalogue/find-variants.json). Its quirks are kept: the key is matched anywhere in
 * a row's variant_ids (a LIKE), and each row becomes PHP's (int) of what is left once the key is
 * cut out (its leading digits).
 */
import type { Queryable } from '../db/types';

/** array_filter without a callback: null, '', 0, '0' and false go. */
const kept = (v: unknown) => v !== null && v !== undefined && v !== '' && v !== 0 && v !== '0' && v !== false;

/** PHP's (int) cast of a string: its leading (signed) digits, else 0. */
const phpInt = (text: string) => {
  const m = /^\s*[+-]?\d+/.exec(text);
  return m ? Number.parseInt(m[0], 10) : 0;
};

export async function allowedVariantValues(db: Queryable, productId: number, colorId: unknown, variantIds: unknown[]): Promise<number[]> {
  const chosen = variantIds.filter(kept).map(String);
  const colour = kept(colorId) ? String(colorId) : '';
  let key = colour;
  chosen.forEach((id, i) => (key += colour || i > 0 ? `-${id}` : id));
  if (chosen.length > 0) key += '-';
  const cut = chosen.length > 0 ? key : `${key}-`;
  const rows = (
    await db.query<{ variant_ids: string | null; current_stock: number }>(
      "SELECT variant_ids, current_stock FROM product_stocks WHERE product_id = $1 AND coalesce(variant_ids, '') LIKE '%' || $2 || '%' ESCAPE '' ORDER BY id",
      [productId, key],
    )
  ).rows;
  return rows.filter((row) => Number(row.current_stock) > 0).map((row) => phpInt((row.variant_ids ?? '').split(cut).join('')));
}
