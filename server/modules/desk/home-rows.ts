import { parseLocalDateTime } from "#shared/local-time.ts";
import { isoDayIn } from "#shared/dates.ts";
import { daysBefore, MOST_READ_DAYS } from "../readership/figures.ts";

/** Rows each list of the home screen shows; one more is read to know whether to offer 'See all'. */
export const HOME_ROWS = 10;

/** A bounded list: its first rows and whether there are more. */
export type Bounded<T> = { rows: T[]; more: boolean };

/** `found`, read with `limit HOME_ROWS + 1`, as a bounded list. */
export const bounded = <T>(found: T[]): Bounded<T> => ({
  rows: found.slice(0, HOME_ROWS),
  more: found.length > HOME_ROWS,
});

/** What kind of piece a row is: an opinion piece is an article of the Opinion category (decision 0039). */
export type PieceKind = "article" | "opinion" | "creative";

/** The kind column of a union over both piece tables (`a` the articles' alias or table). */
export const ARTICLE_KIND = `case when category = 'Opinion' then 'opinion' else 'article' end`;

/** The rows of a raw `db.execute`, as both engines answer it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A timestamp of a raw row: PGlite answers Dates, node-postgres too, a string on some paths. */
export const instant = (value: Date | string): Date => new Date(value);

/** The publication's today (`timeZone`): its first instant and the next day's, and the first day of
 * the week the readership figures count (the last seven days, today included: decision 0048). */
export function dayOf(now: Date, timeZone: string) {
  const today = isoDayIn(now, timeZone);
  const start = parseLocalDateTime(`${today}T00:00`, timeZone)!;
  const tomorrow = daysBefore(today, -1);
  return {
    today,
    start,
    end: parseLocalDateTime(`${tomorrow}T00:00`, timeZone)!,
    weekFrom: daysBefore(today, MOST_READ_DAYS - 1),
    weekStart: parseLocalDateTime(`${daysBefore(today, MOST_READ_DAYS - 1)}T00:00`, timeZone)!,
  };
}
export type Day = ReturnType<typeof dayOf>;
