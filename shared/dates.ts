/** Dates as the publication sees them: every calendar day is a day in its time zone. */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, zone and options: building an Intl.DateTimeFormat costs far more than
 * using one, and pages format dozens of dates (a portal list of 50 comments spent a third of its
 * render building them, issue 36). */
export function formatter(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar date written as YYYY-MM-DD. */
export function isIsoDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The ways a day is written: the locale and the fields of each. */
const DAY_FORMATS = {
  iso: ["en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }],
  date: ["en-US", { year: "numeric", month: "long", day: "numeric" }],
  long: ["en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" }],
  short: ["en-US", { year: "numeric", month: "short", day: "numeric" }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

/** Days already written, by format, zone and minute: every instant of a minute falls on the same day
 * in every zone (offsets are whole minutes). A page writes a dozen dates, most of them the same from
 * one request to the next (docs/performance.md, eleventh pass); at 4,096 they are all let go. */
const written = new Map<string, string>();
const WRITTEN_MAX = 4096;

/** The calendar day of `value` in `timeZone`, as `format` writes it. */
function writeDay(format: keyof typeof DAY_FORMATS, value: Date | string, timeZone: string): string {
  const instant = new Date(value);
  const key = `${format}|${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  let day = written.get(key);
  if (day === undefined) {
    const [locale, options] = DAY_FORMATS[format];
    day = formatter(locale, timeZone, options).format(instant);
    if (written.size >= WRITTEN_MAX) written.clear();
    written.set(key, day);
  }
  return day;
}

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`. */
export function isoDayIn(instant: Date, timeZone: string): string {
  return writeDay("iso", instant, timeZone);
}

/** 'November 22, 2026' */
export function formatDate(value: Date | string, timeZone: string): string {
  return writeDay("date", value, timeZone);
}

/** 'Sunday, November 22, 2026' for the header. */
export function formatLongDate(value: Date | string, timeZone: string): string {
  return writeDay("long", value, timeZone);
}

/** 'Nov 22, 2026', for the header on a phone. */
export function formatShortDate(value: Date | string, timeZone: string): string {
  return writeDay("short", value, timeZone);
}
