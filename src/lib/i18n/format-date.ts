/**
 * Dates and times from the backend in the active language's words ("May 5, 2025", "5 مايو 2025"),
 * through Intl.DateTimeFormat. The one place screens turn a backend date into text: order, invoice,
 * wallet and notification dates all pass through here.
 *
 * The backend sends dates in several shapes (test/contract/): ISO instants ("2025-01-15T10:00:00.000000Z"),
 * wall-clock stamps ("2025-03-30 09:00:00", 1.6.7 orders.date), and English words it formatted
 * itself ("05 May 2025" for order_date, "May 2, 2024" + "09:00:00 AM" for notifications). Wall-clock
 * stamps and words are shown as written (no time zone shift: they are the shop's own clock); an
 * instant is shown in the reader's zone. Anything else is shown as it came.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface Parsed {
  date: Date;
  /** Read as UTC wall-clock fields (no shift), else an instant in the reader's zone. */
  wallClock: boolean;
  hasTime: boolean;
}

const month = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

function wall(y: number, m: number, d: number, h = 0, min = 0, s = 0, hasTime = false): Parsed | null {
  if (m < 0 || m > 11 || d < 1 || d > 31 || h > 23 || min > 59) return null;
  return { date: new Date(Date.UTC(y, m, d, h, min, s)), wallClock: true, hasTime };
}

/** "09:00:00 AM", "21:05" → 24-hour fields. */
function clock(text: string): [number, number, number] | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  if (m[4]) hour = (hour % 12) + (m[4].toLowerCase() === 'pm' ? 12 : 0);
  return [hour, Number(m[2]), Number(m[3] ?? 0)];
}

function parse(text: string, time?: string): Parsed | null {
  const t = time ? clock(time) : null;
  const withTime = (p: Parsed | null) =>
    p && t ? wall(p.date.getUTCFullYear(), p.date.getUTCMonth(), p.date.getUTCDate(), t[0], t[1], t[2], true) : p;
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (m) {
    if (m[8]) {
      const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}${m[8]}`);
      return Number.isNaN(date.getTime()) ? null : { date, wallClock: false, hasTime: true };
    }
    return withTime(wall(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0), m[4] !== undefined));
  }
  m = /^(\d{1,2})[ -]([A-Za-z]{3,9})[\s,-]+(\d{4})$/.exec(text);
  if (m) return withTime(wall(+m[3], month(m[2]), +m[1]));
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (m) return withTime(wall(+m[3], month(m[1]), +m[2]));
  return null;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale || 'en', options);
  } catch {
    // A language row with a locale the browser does not know ("xx-bad") still shows a date.
    return new Intl.DateTimeFormat('en', options);
  }
}

/**
 * A backend date (and optionally a separate time, as notifications send it) in `locale`'s words:
 * day, month name and year, and the hour and minute when the value has a time. `timeZone` is for
 * instants only (the reader's zone by default). An empty or unreadable value comes back unchanged.
 */
export function formatDate(value: unknown, locale: string, opts: { time?: unknown; timeZone?: string } = {}): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return typeof value === 'string' ? value : '';
  const parsed = parse(text, typeof opts.time === 'string' ? opts.time : undefined);
  if (!parsed) return [text, typeof opts.time === 'string' ? opts.time : ''].filter(Boolean).join(' ');
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(parsed.hasTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: parsed.wallClock ? 'UTC' : opts.timeZone,
  };
  return formatter(locale, options).format(parsed.date);
}
