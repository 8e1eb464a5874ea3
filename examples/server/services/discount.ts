/**
 * The original's special-discount rule (1.6.7 app/Models/Product.php accessors
 * `special_discount_check` and `discount_percentage`; CartRepository@addToCart), in one place.
 *
 * A discount applies only while `special_discount > 0` and start <= now <= end (both set).
 * - `special_discount_check` is the discount itself: a flat amount when the type is `flat`,
 *   otherwise a percent number. 0 when no discount is active.
 * - `discount_percentage` is the discounted unit PRICE: price - flat, or price * (1 - pct/100)
 *   for ANY other type (also '' and null). 0 when no discount is active. Not clamped at 0.
 * - A cart line's `discount` is the per-unit discount AMOUNT: flat, or price * pct/100 when the
 *   type is exactly `percentage`; 0 otherwise.
 * 1.6.7 does not round these; the reference server rounds to 2 decimals only to keep floats tidy.
 */
export interface DiscountFields {
  special_discount: number | string | null;
  special_discount_type: string | null;
  special_discount_start: Date | string | null;
  special_discount_end: Date | string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const time = (d: Date | string | null) => (d === null ? NaN : new Date(d).getTime());

export function discountActive(p: DiscountFields, now: Date = new Date()): boolean {
  const amount = Number(p.special_discount ?? 0);
  const start = time(p.special_discount_start);
  const end = time(p.special_discount_end);
  return amount > 0 && Number.isFinite(start) && Number.isFinite(end) && start <= now.getTime() && now.getTime() <= end;
}

/** The `special_discount_check` accessor: the discount value (amount or percent), or 0. */
export function specialDiscountCheck(p: DiscountFields, now?: Date): number {
  return discountActive(p, now) ? Number(p.special_discount) : 0;
}

/** The `discount_percentage` accessor: the discounted unit price of `price`, or 0. */
export function discountedUnitPrice(price: number, p: DiscountFields, now?: Date): number {
  if (!discountActive(p, now)) return 0;
  const amount = Number(p.special_discount);
  return round2(p.special_discount_type === 'flat' ? price - amount : price - (price * amount) / 100);
}

/** A cart line's per-unit `discount` amount for `price`. */
export function cartUnitDiscount(price: number, p: DiscountFields, now?: Date): number {
  if (!discountActive(p, now)) return 0;
  const amount = Number(p.special_discount);
  if (p.special_discount_type === 'flat') return round2(amount);
  if (p.special_discount_type === 'percentage') return round2((price * amount) / 100);
  return 0;
}
