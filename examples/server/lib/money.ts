/** Money helpers. All stored amounts are in the base currency (exchange_rate = 1). */

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The price a shopper pays per unit: the special price when there is one. */
export function effectivePrice(price: number, specialDiscountCheck: number): number {
  return specialDiscountCheck > 0 && specialDiscountCheck < price ? specialDiscountCheck : price;
}

export function discountPercentage(price: number, specialDiscountCheck: number): number {
  if (!(specialDiscountCheck > 0) || !(price > 0) || specialDiscountCheck >= price) return 0;
  return Math.round(((price - specialDiscountCheck) / price) * 100);
}

/** Applies a product's special discount to another base price (e.g. a variant's own price). */
export function applyDiscount(price: number, type: string | null, amount: number): number {
  if (!type || !(amount > 0)) return 0;
  const v = type === 'percentage' ? price * (1 - amount / 100) : price - amount;
  return v > 0 && v < price ? round2(v) : 0;
}

/** An amount in the active currency back to base (divide by the rate). */
export function toBase(amount: number, exchangeRate: number): number {
  return exchangeRate > 0 ? amount / exchangeRate : amount;
}

/**
 * The original's format_price for server-formatted strings (variation_price): the default
 * currency's symbol, thousands separated by ",", `decimals` places, `symbol_amount` order.
 */
export function formatPrice(amount: number, symbol: string, decimals = 2, decimalSeparator = '.', symbolFormat = 'symbol_amount'): string {
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole, frac] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimalSeparator === ',' ? '.' : ',');
  const number = `${amount < 0 ? '-' : ''}${grouped}${frac !== undefined ? decimalSeparator + frac : ''}`;
  switch (symbolFormat) {
    case 'amount_symbol':
      return `${number}${symbol}`;
    case 'symbol_space_amount':
      return `${symbol} ${number}`;
    case 'amount_space_symbol':
      return `${number} ${symbol}`;
    default:
      return `${symbol}${number}`;
  }
}
