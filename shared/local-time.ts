import { TZDate } from "@date-fns/tz";

/** A `datetime-local` input's value: a day and a time of day, minutes or seconds. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a `datetime-local` value ('2026-11-29T07:00') names in `timeZone` (the publication's:
 * an editor schedules by the newsroom's clock, wherever the browser is), or null if it is not a real
 * day and time. A time that a daylight-saving change skips is read as the hour after.
 */
export function parseLocalDateTime(value: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  // 31 February is not a day.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The `datetime-local` value (to the minute) that shows `instant` in `timeZone`. */
export function localDateTimeValue(instant: Date, timeZone: string): string {
  const t = new TZDate(instant.getTime(), timeZone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** 'November 29, 2026 at 7:00 AM' in `timeZone`: when a scheduled piece goes out. */
export function formatDateTime(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}
