import type { CartLine } from '../../types/cart';
import type { ProductCard, ProductStock } from '../../types/catalogue';

/**
 * What the shopper sees for a product's price, following the original storefront:
 * a discount shows only while `special_discount_check > 0`; the price paid is then
 * `discount_percentage` (the discounted unit price, despite its name) and the list price is struck.
 * Amounts stay in the base currency; formatting converts them.
 */
export interface ShownPrice {
  /** The unit price to pay. */
  now: number;
  /** The list price, struck through, when a discount applies. */
  was: number | null;
  /** The badge: a flat amount (in base currency, to be formatted) or a percent. */
  off: { amount: number } | { percent: number } | null;
}

const num = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value.trim()) : Number(value);
  return Number.isFinite(n) ? n : 0;
};

type Discount = Pick<ProductCard, 'special_discount_check' | 'special_discount_type'>;

function offOf(product: Discount): ShownPrice['off'] {
  const value = num(product.special_discount_check);
  if (value <= 0) return null;
  return product.special_discount_type === 'flat' ? { amount: value } : { percent: value };
}

/** A card's price: `price`, or `discount_percentage` with `price` struck while a discount is active. */
export function cardPrice(product: Pick<ProductCard, 'price' | 'discount_percentage'> & Discount): ShownPrice {
  const price = num(product.price);
  const off = offOf(product);
  // The original does not clamp a flat discount larger than the price; nobody pays less than nothing.
  if (off) return { now: Math.max(0, num(product.discount_percentage)), was: price, off };
  return { now: price, was: null, off: null };
}

/**
 * The detail page's price: the chosen (or first) combination's `product_stock`, with the
 * product's own discount rule deciding whether a discount shows.
 */
export function stockPrice(
  product: Pick<ProductCard, 'price' | 'discount_percentage'> & Discount,
  stock: Pick<ProductStock, 'price' | 'discount_percentage'> | null | undefined,
): ShownPrice {
  if (!stock) return cardPrice(product);
  const price = num(stock.price);
  const off = offOf(product);
  if (off) return { now: Math.max(0, num(stock.discount_percentage)), was: price, off };
  return { now: price, was: null, off: null };
}

/** A cart line's unit price: `price` is undiscounted and `discount` the per-unit amount. */
export function cartLineUnitPrice(line: Pick<CartLine, 'price' | 'discount'>): number {
  return Math.max(0, num(line.price) - num(line.discount));
}
