/**
 * Exact decimal arithmetic for money, on BigInt: a value is `units / 10^scale`. Amounts arrive as
 * JSON numbers or numeric strings (test/contract/commerce/cart-list.json); sums and products of them in binary floats
 * drift (0.1 + 0.2), and a total that is off by one minor unit is a wrong total. A library
 * (big.js) would do the same job in ten times the bytes, and this code is in the home load.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A number or numeric string as an exact decimal; anything else (null, "abc", NaN) is 0. */
export function dec(value: unknown): Decimal {
  if (typeof value === 'object' && value !== null && 'units' in value) return value as Decimal;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = PLAIN.exec(text);
  if (!m || (m[2] === '' && !m[3])) return ZERO;
  const [, sign, whole, fraction = '', exp = '0'] = m;
  let digits = (whole || '0') + fraction;
  let scale = fraction.length - Number(exp);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

const pow10 = (n: number) => 10n ** BigInt(n);

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(...values: unknown[]): Decimal {
  return values.reduce<Decimal>((sum, v) => {
    const [x, y, scale] = aligned(sum, dec(v));
    return { units: x + y, scale };
  }, ZERO);
}

export function sub(a: unknown, b: unknown): Decimal {
  const [x, y, scale] = aligned(dec(a), dec(b));
  return { units: x - y, scale };
}

export function mul(a: unknown, b: unknown): Decimal {
  const x = dec(a);
  const y = dec(b);
  return { units: x.units * y.units, scale: x.scale + y.scale };
}

export function compare(a: unknown, b: unknown): -1 | 0 | 1 {
  const [x, y] = aligned(dec(a), dec(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The larger of the value and 0. */
export const atLeastZero = (a: unknown): Decimal => (compare(a, ZERO) < 0 ? ZERO : dec(a));

/** Rounded to `places` decimals, halves away from zero (1.005 → 1.01, -2.5 → -3). */
export function round(a: unknown, places: number): Decimal {
  const x = dec(a);
  if (x.scale <= places) return { units: x.units * pow10(places - x.scale), scale: places };
  const divisor = pow10(x.scale - places);
  const negative = x.units < 0n;
  const abs = negative ? -x.units : x.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale: places };
}

/** Plain digits, "-12.50" style, with exactly `scale` decimals. */
export function toFixedString(a: unknown, places?: number): string {
  const x = places === undefined ? dec(a) : round(a, places);
  const negative = x.units < 0n;
  const digits = (negative ? -x.units : x.units).toString().padStart(x.scale + 1, '0');
  const whole = digits.slice(0, digits.length - x.scale);
  const fraction = digits.slice(digits.length - x.scale);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** For places that need a JS number (analytics `value`); never for sums. */
export const toNumber = (a: unknown): number => Number(toFixedString(a));
