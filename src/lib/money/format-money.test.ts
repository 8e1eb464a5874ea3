import fc from 'fast-check';
import { convertedAmount, formatDeduction, formatMoney, moneyFormatFrom, type MoneyFormat } from './format-money';
import type { Currency, Settings } from '../../types/shop';

const usd: Currency = { id: 1, name: 'US Dollar', symbol: '$', code: 'USD', exchange_rate: 1 };

function fmt(over: Partial<MoneyFormat> = {}): MoneyFormat {
  return { rate: 1, symbol: '$', decimals: 2, decimalSeparator: '.', thousandsSeparator: ',', symbolFormat: 'symbol_amount', ...over };
}

/** Reads a formatted string back into a number, given the format that produced it. */
function parse(text: string, f: MoneyFormat): number {
  const bare = text.replace(f.symbol, '').trim();
  const negative = bare.startsWith('-');
  const digits = bare.replace('-', '').split(f.thousandsSeparator).join('').replace(f.decimalSeparator, '.');
  return (negative ? -1 : 1) * Number(digits);
}

describe('formatMoney', () => {
  it('places the symbol as each of the four backend formats says', () => {
    expect(formatMoney(1234.5, fmt({ symbolFormat: 'amount_symbol' }))).toBe('1,234.50$');
    expect(formatMoney(1234.5, fmt({ symbolFormat: 'symbol_amount' }))).toBe('$1,234.50');
    expect(formatMoney(1234.5, fmt({ symbolFormat: 'amount__symbol' }))).toBe('1,234.50 $');
    expect(formatMoney(1234.5, fmt({ symbolFormat: 'symbol__amount' }))).toBe('$ 1,234.50');
  });

  it('converts with the exchange rate and rounds half up to the configured decimals', () => {
    expect(formatMoney(10, fmt({ rate: 0.92, symbol: '€', symbolFormat: 'amount__symbol' }))).toBe('9.20 €');
    expect(formatMoney(1.005, fmt())).toBe('$1.01');
    expect(formatMoney(10, fmt({ rate: 151.5, decimals: 0, symbol: '¥' }))).toBe('¥1,515');
    expect(formatMoney(10, fmt({ rate: 0.307, decimals: 3, symbol: 'KD', symbolFormat: 'symbol__amount' }))).toBe('KD 3.070');
  });

  it('uses a dot for thousands when the decimal separator is a comma', () => {
    const f = moneyFormatFrom(usd, { no_of_decimals: 2, decimal_separator: ',', currency_symbol_format: 'amount__symbol' });
    expect(formatMoney(1234567.891, f)).toBe('1.234.567,89 $');
  });

  it('defaults like the backend: symbol on the right, 0 decimals when unset', () => {
    expect(formatMoney(12.6, moneyFormatFrom(usd, {}))).toBe('13$');
  });

  it('lets a currency row override the decimals setting', () => {
    const jpy = { ...usd, code: 'JPY', symbol: '¥', exchange_rate: '151.5', no_of_decimals: 0 } as Currency;
    const settings: Settings = { no_of_decimals: 2, currency_symbol_format: 'symbol_amount' };
    expect(formatMoney(2, moneyFormatFrom(jpy, settings))).toBe('¥303');
    expect(formatMoney(2, moneyFormatFrom(usd, settings))).toBe('$2.00');
  });

  it('falls back to rate 1 for a missing or nonsense exchange rate', () => {
    const broken = { ...usd, exchange_rate: 'abc' } as Currency;
    expect(formatMoney(5, moneyFormatFrom(broken, { no_of_decimals: 2, currency_symbol_format: 'symbol_amount' }))).toBe('$5.00');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.001, fmt())).toBe('$0.00');
    expect(formatMoney(-2.5, fmt())).toBe('-$2.50');
  });

  const arbFormat = fc
    .record({
      rate: fc.double({ min: 0.001, max: 2000, noNaN: true }),
      symbol: fc.constantFrom('$', '€', '¥', 'KD', '৳'),
      decimals: fc.integer({ min: 0, max: 3 }),
      decimalSeparator: fc.constantFrom('.', ','),
      symbolFormat: fc.constantFrom('amount_symbol', 'symbol_amount', 'amount__symbol', 'symbol__amount' as const),
    })
    .map((r) => ({ ...r, thousandsSeparator: r.decimalSeparator === ',' ? '.' : ',' }) as MoneyFormat);
  const arbAmount = fc.double({ min: -1e7, max: 1e7, noNaN: true });

  it('always shows exactly the configured number of decimals', () => {
    fc.assert(
      fc.property(arbAmount, arbFormat, (amount, f) => {
        const text = formatMoney(amount, f).replace(f.symbol, '').trim();
        const fraction = f.decimals === 0 ? '' : text.split(f.decimalSeparator).pop()!;
        expect(f.decimals === 0 ? !text.includes(f.decimalSeparator) : fraction.length === f.decimals).toBe(true);
      }),
    );
  });

  it('is within half a unit of the last decimal of amount × rate', () => {
    fc.assert(
      fc.property(arbAmount, arbFormat, (amount, f) => {
        const shown = parse(formatMoney(amount, f), f);
        const exact = amount * f.rate;
        expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.5 * 10 ** -f.decimals + Math.abs(exact) * 1e-12);
      }),
    );
  });

  it('groups the whole part in threes and agrees with the plain converted amount', () => {
    fc.assert(
      fc.property(arbAmount, arbFormat, (amount, f) => {
        const text = formatMoney(amount, f).replace(f.symbol, '').replace('-', '').trim();
        const whole = f.decimals === 0 ? text : text.slice(0, text.lastIndexOf(f.decimalSeparator));
        expect(whole).toMatch(new RegExp(`^\\d{1,3}(\\${f.thousandsSeparator}\\d{3})*$`));
        expect(parse(formatMoney(amount, f), f)).toBeCloseTo(Number(convertedAmount(amount, f)), 10);
      }),
    );
  });

  it('puts the symbol exactly once, on the side the format says', () => {
    fc.assert(
      fc.property(arbAmount, arbFormat, (amount, f) => {
        const text = formatMoney(amount, f).replace(/^-/, '');
        const left = f.symbolFormat.startsWith('symbol');
        const spaced = f.symbolFormat.includes('__');
        const expected = left ? `${f.symbol}${spaced ? ' ' : ''}` : `${spaced ? ' ' : ''}${f.symbol}`;
        expect(left ? text.startsWith(expected) : text.endsWith(expected)).toBe(true);
        expect(text.split(f.symbol).length - 1).toBe(1);
      }),
    );
  });
});

describe('formatDeduction', () => {
  const strip = (text: string) => text.replace(/[\u2066\u2069]/g, '');

  it('puts the typographic minus in front of the formatted amount, whatever the sign sent', () => {
    expect(strip(formatDeduction(5, fmt()))).toBe('\u2212$5.00');
    expect(strip(formatDeduction('-5', fmt()))).toBe('\u2212$5.00');
    expect(strip(formatDeduction(1234.5, fmt({ symbolFormat: 'amount__symbol', symbol: '€', rate: 2 })))).toBe('\u22122,469.00 €');
  });

  it('keeps the minus with its amount in right-to-left text', () => {
    expect(formatDeduction(5, fmt())).toBe('\u2066\u2212$5.00\u2069');
  });

  it('shows zero (or what rounds to zero) without a sign', () => {
    expect(formatDeduction(0, fmt())).toBe('$0.00');
    expect(formatDeduction(0.001, fmt())).toBe('$0.00');
  });
});
