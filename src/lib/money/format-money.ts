import { mul, toFixedString, type Decimal } from './decimal';
import type { Currency, CurrencySymbolFormat, Settings } from '../../types/shop';

/** Everything needed to turn a base-currency amount into display text. */
export interface MoneyFormat {
  rate: number;
  symbol: string;
  decimals: number;
  decimalSeparator: string;
  thousandsSeparator: string;
  symbolFormat: CurrencySymbolFormat;
}

const SYMBOL_FORMATS: readonly CurrencySymbolFormat[] = ['amount_symbol', 'symbol_amount', 'amount__symbol', 'symbol__amount'];

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value.trim()) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/**
 * Reads the backend's currency settings. A currency row may carry its own `no_of_decimals`,
 * `decimal_separator` or `currency_symbol_format` (an optional extension of the reference
 * backend); otherwise the global settings apply, as in the original backend.
 */
export function moneyFormatFrom(currency: Currency | null | undefined, settings: Settings): MoneyFormat {
  const row = (currency ?? {}) as Partial<Currency> & Record<string, unknown>;
  const rate = toNumber(row.exchange_rate, 1);
  // The backend casts no_of_decimals to an integer, so an unset value means 0 decimals.
  const decimals = Math.min(20, Math.max(0, Math.trunc(toNumber(row.no_of_decimals ?? settings.no_of_decimals, 0))));
  const sep = String(row.decimal_separator ?? settings.decimal_separator ?? '.');
  const decimalSeparator = sep === ',' ? ',' : '.';
  const format = String(row.currency_symbol_format ?? settings.currency_symbol_format ?? 'amount_symbol');
  return {
    rate: rate > 0 ? rate : 1,
    symbol: row.symbol ?? '',
    decimals,
    decimalSeparator,
    // The original: thousands use '.' when decimals use ',', otherwise ','.
    thousandsSeparator: decimalSeparator === ',' ? '.' : ',',
    symbolFormat: (SYMBOL_FORMATS as readonly string[]).includes(format) ? (format as CurrencySymbolFormat) : 'amount_symbol',
  };
}

/** The amount converted at the rate and rounded half away from zero, exactly (1.005 → 1.01). */
function roundedDigits(amountInBase: unknown, fmt: MoneyFormat): { negative: boolean; whole: string; fraction: string } {
  const text = toFixedString(mul(amountInBase, fmt.rate), fmt.decimals);
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return { negative, whole, fraction };
}

function groupThousands(whole: string, separator: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The converted amount as a plain number string (the original's `priceFormat(amount, true)`). */
export function convertedAmount(amountInBase: number | string | Decimal, fmt: MoneyFormat): string {
  const { negative, whole, fraction } = roundedDigits(amountInBase, fmt);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Formats a base-currency amount for display in the active currency. */
export function formatMoney(amountInBase: number | string | Decimal, fmt: MoneyFormat): string {
  const { negative, whole, fraction } = roundedDigits(amountInBase, fmt);
  const number = groupThousands(whole, fmt.thousandsSeparator) + (fraction ? fmt.decimalSeparator + fraction : '');
  const sign = negative ? '-' : '';
  switch (fmt.symbolFormat) {
    case 'symbol_amount':
      return `${sign}${fmt.symbol}${number}`;
    case 'symbol__amount':
      return `${sign}${fmt.symbol} ${number}`;
    case 'amount__symbol':
      return `${sign}${number} ${fmt.symbol}`;
    default:
      return `${sign}${number}${fmt.symbol}`;
  }
}

/** The minus of amounts that lower a total (U+2212, the typographic minus, not the hyphen). */
export const MINUS = '\u2212';

/**
 * An amount that lowers a total (a discount, a coupon) as "−$5.00": the one way every screen shows
 * a deduction, whatever sign the backend gave it. Isolated left-to-right (U+2066 … U+2069), so in an
 * Arabic page the minus stays in front of the amount instead of moving to its other side. Zero has
 * no sign ("$0.00"), so nothing reads as "−$0.00".
 */
export function formatDeduction(amountInBase: number | string | Decimal, fmt: MoneyFormat): string {
  const { whole, fraction } = roundedDigits(amountInBase, fmt);
  const zero = /^0*$/.test(whole + fraction);
  const amount = formatMoney(toFixedString(amountInBase).replace(/^-/, ''), fmt);
  return zero ? amount : `\u2066${MINUS}${amount}\u2069`;
}
