import { formatter } from "#shared/dates.ts";

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** 'Nov 28, 2026, 10:15 PM' in the publication's time zone: when a revision or a kept change was made,
 * a comment written, a breaking news item added. One formatter per zone, built once. */
export function formatWhen(value: Date | string | number, timeZone: string): string {
  return formatter("en-US", timeZone, WHEN).format(new Date(value));
}
