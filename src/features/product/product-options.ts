import type { Id } from '../../types/common';
import type { ProductDetail } from './product-entities';
import type { ProductDetailsAnswer } from './product-api';

export interface OptionGroup {
  id: Id;
  title: string;
  values: { id: Id; value: string }[];
}

/**
 * The attribute choices of a product. home/product-details sends bare attribute rows and the
 * values separately in `product.attribute_values` (each with its `attribute_id`); a nested
 * `attribute_value` list (the filter_data shape) is accepted too.
 */
export function optionGroups({ product, attributes }: ProductDetailsAnswer): OptionGroup[] {
  const values = Array.isArray(product.attribute_values) ? product.attribute_values : [];
  return attributes
    .filter((a) => a && (typeof a.id === 'number' || typeof a.id === 'string'))
    .map((attribute) => {
      const own = values.filter((v) => Number(v.attribute_id) === Number(attribute.id));
      const nested = Array.isArray(attribute.attribute_value) ? attribute.attribute_value : [];
      return {
        id: Number(attribute.id),
        title: String(attribute.title ?? ''),
        values: (own.length ? own : nested).map((v) => ({ id: Number(v.id), value: String(v.value) })),
      };
    })
    .filter((group) => group.values.length > 0);
}

/**
 * The options chosen before the last attribute (1.6.7 details-view.vue asks find/variants then and
 * disables only the last attribute's values): a key for them, or null while one is still open.
 */
export function earlierChoiceKey(
  groups: OptionGroup[],
  form: { colorId: Id | ''; values: Record<string, Id> },
  colours: boolean,
): string | null {
  if (groups.length === 0) return null;
  const earlier = groups.slice(0, -1);
  if ((colours && form.colorId === '') || earlier.some((g) => form.values[g.id] === undefined)) return null;
  return [colours ? form.colorId : '', ...earlier.map((g) => form.values[g.id])].join('-');
}

export function hasColours(product: ProductDetail): boolean {
  return Array.isArray(product.product_colors) && product.product_colors.length > 0;
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export interface Preselection {
  colorId: Id | '';
  values: Record<string, Id>;
}

/**
 * `/product/:slug/:variant_slug`: the stock row whose name (e.g. "Red-XL", as a slug "red-xl")
 * or `variant_ids` key (e.g. "3-14") matches, split back into its colour and attribute values.
 * The key holds the colour id first (when the product has colours), then value ids by attribute id.
 */
export function preselectionFor(answer: ProductDetailsAnswer, variantSlug: string): Preselection | null {
  const wanted = slugOf(decodeURIComponentSafe(variantSlug));
  if (!wanted) return null;
  const rows = Array.isArray(answer.product.stock) ? answer.product.stock : [];
  const row = rows.find((r) => (r.name && slugOf(String(r.name)) === wanted) || (r.variant_ids && String(r.variant_ids) === wanted));
  if (!row?.variant_ids) return null;
  const parts = String(row.variant_ids)
    .split('-')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const colorId = hasColours(answer.product) ? (parts.shift() ?? '') : '';
  const groups = optionGroups(answer);
  const values: Record<string, Id> = {};
  for (const valueId of parts) {
    const group = groups.find((g) => g.values.some((v) => v.id === valueId));
    if (group) values[group.id] = valueId;
  }
  return { colorId, values };
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
