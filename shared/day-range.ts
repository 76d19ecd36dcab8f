import { TZDate } from "@date-fns/tz";

/** [start, end) of calendar day `day` (YYYY-MM-DD) in `timeZone`: its local midnight and the next
 * day's, which daylight-saving changes make 23 or 25 hours apart. Apart from dates.ts, so that pages'
 * JavaScript, which only writes dates, does not carry the time-zone library. */
export function dayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return {
    start: new Date(new TZDate(y, m - 1, d, timeZone).getTime()),
    end: new Date(new TZDate(y, m - 1, d + 1, timeZone).getTime()),
  };
}
