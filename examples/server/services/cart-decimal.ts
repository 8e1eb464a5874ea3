/**
 * Exact decimals for the reference server's cart money (the server may not run widget code, so
 * it keeps its own small copy of the arithmetic): a value is `units / 10^scale`, on BigInt.
 * Inputs are JSON numbers, numeric strings or PostgreSQL numeric text; nothing goes through a
 * binary float sum.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const NUMERIC = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function dec(value: unknown): Decimal {
  if (value && typeof value === 'object' && 'units' in value && 'scale' in value) return value as Decimal;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = NUMERIC.exec(text);
  if (!m || (!m[2] && !m[3])) return ZERO;
  const fraction = m[3] ?? '';
  let digits = (m[2] || '0') + fraction;
  let scale = fraction.length - Number(m[4] ?? 0);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: m[1] === '-' ? -units : units, scale };
}

const TEN = 10n;
const scaled = (d: Decimal, scale: number) => d.units * TEN ** BigInt(scale - d.scale);

export function add(...values: unknown[]): Decimal {
  let sum = ZERO;
  for (const v of values) {
    const d = dec(v);
    const scale = Math.max(sum.scale, d.scale);
    sum = { units: scaled(sum, scale) + scaled(d, scale), scale };
  }
  return sum;
}

export const sub = (a: unknown, b: unknown): Decimal => {
  const y = dec(b);
  return add(a, { units: -y.units, scale: y.scale });
};

export function mul(a: unknown, b: unknown): Decimal {
  const x = dec(a);
  const y = dec(b);
  return { units: x.units * y.units, scale: x.scale + y.scale };
}

export function compare(a: unknown, b: unknown): -1 | 0 | 1 {
  const x = dec(a);
  const y = dec(b);
  const scale = Math.max(x.scale, y.scale);
  const d = scaled(x, scale) - scaled(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** To `places` decimals, halves away from zero. */
export function round(a: unknown, places: number): Decimal {
  const x = dec(a);
  if (x.scale <= places) return { units: scaled(x, places), scale: places };
  const div = TEN ** BigInt(x.scale - places);
  const abs = x.units < 0n ? -x.units : x.units;
  const q = abs / div + ((abs % div) * 2n >= div ? 1n : 0n);
  return { units: x.units < 0n ? -q : q, scale: places };
}

/** Plain digits ("-12.5", "0.00125"), trailing zeros kept as the scale has them. */
export function toFixedString(a: unknown): string {
  const x = dec(a);
  const negative = x.units < 0n;
  const digits = (negative ? -x.units : x.units).toString().padStart(x.scale + 1, '0');
  const cut = digits.length - x.scale;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${x.scale ? `.${digits.slice(cut)}` : ''}`;
}
