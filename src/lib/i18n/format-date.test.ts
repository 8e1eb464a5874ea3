import { formatDate } from './format-date';

// Intl's spaces around "at" and before "PM" vary by ICU version (U+202F): compare with plain spaces.
const en = (value: unknown, time?: string) => formatDate(value, 'en', { time, timeZone: 'UTC' }).replace(/\s/g, ' ');

describe('formatDate', () => {
  it('reads every shape the backend sends', () => {
    expect(en('2025-03-30 09:00:00')).toBe('March 30, 2025 at 9:00 AM');
    expect(en('2025-01-15T10:00:00.000000Z')).toBe('January 15, 2025 at 10:00 AM');
    expect(en('2025-01-15T10:00:00+02:00')).toBe('January 15, 2025 at 8:00 AM');
    expect(en('05 May 2025')).toBe('May 5, 2025');
    expect(en('May 2, 2024', '12:00:00 AM')).toBe('May 2, 2024 at 12:00 AM');
    expect(en('Apr 30, 2024', '01:30:00 PM')).toBe('April 30, 2024 at 1:30 PM');
    expect(en('2025-05-28')).toBe('May 28, 2025');
  });

  it('words the month in the active language', () => {
    expect(formatDate('05 May 2025', 'ar')).toMatch(/مايو/);
    expect(formatDate('2025-03-30 09:00:00', 'ar')).toMatch(/مارس/);
  });

  it('shows what it cannot read as it came, and survives a locale the browser does not know', () => {
    expect(formatDate('yesterday', 'en')).toBe('yesterday');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('2025-13-40 10:00:00', 'en')).toBe('2025-13-40 10:00:00');
    expect(formatDate('05 May 2025', 'xx-bad-')).toBe('May 5, 2025');
  });
});
