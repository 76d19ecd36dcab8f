import { isoDayIn } from "#shared/dates.ts";
import type { BudgetGrouping } from "#shared/schemas/desk.ts";

/**
 * How the budget groups its lines by publish date (issue 38): by day or by week (from Monday). Each
 * grouping is an entry of GROUPINGS (a key for a line, a label for a key), so a print issue is one
 * more entry once editions exist. Pure: days are YYYY-MM-DD on the publication's clock.
 */

type Dated = { publishTarget: Date | null };
export type Group<T> = { key: string; label: string; lines: T[] };

export const UNSCHEDULED = "No publish target yet";

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const label = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(utc(day));

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return dayOf(date);
}

type Grouping = { key(day: string): string; label(key: string): string };

const GROUPINGS: Record<BudgetGrouping, Grouping> = {
  day: { key: (day) => day, label: (key) => label(key, { weekday: "long", month: "long", day: "numeric" }) },
  week: { key: mondayOf, label: (key) => `Week of ${label(key, { month: "long", day: "numeric" })}` },
};

/** The lines in groups, soonest first, those without a publish target last. */
export function groupLines<T extends Dated>(lines: readonly T[], grouping: BudgetGrouping, timeZone: string) {
  const by = GROUPINGS[grouping];
  const groups = new Map<string, Group<T>>();
  for (const line of lines) {
    const key = line.publishTarget ? by.key(isoDayIn(line.publishTarget, timeZone)) : "";
    const group = groups.get(key) ?? { key, label: key ? by.label(key) : UNSCHEDULED, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => (!a.key ? 1 : !b.key ? -1 : a.key.localeCompare(b.key)));
}

export type CalendarEntry<T> = { what: "due" | "publish"; line: T };
export type CalendarDay<T> = { day: string; inMonth: boolean; entries: CalendarEntry<T>[] };

/** A month's grid (weeks from Monday) with each line on its draft's due day and its publish day. */
export function calendarOf<T extends Dated & { draftDue: Date | null }>(
  lines: readonly T[],
  month: string,
  timeZone: string,
): CalendarDay<T>[][] {
  const first = `${month}-01`;
  const start = utc(mondayOf(first));
  const weeks: CalendarDay<T>[][] = [];
  for (let cursor = start; weeks.length < 6;) {
    const week: CalendarDay<T>[] = [];
    for (let i = 0; i < 7; i++, cursor = new Date(cursor.getTime() + 86_400_000)) {
      const day = dayOf(cursor);
      const entries: CalendarEntry<T>[] = [];
      for (const line of lines) {
        if (line.draftDue && isoDayIn(line.draftDue, timeZone) === day) entries.push({ what: "due", line });
        if (line.publishTarget && isoDayIn(line.publishTarget, timeZone) === day)
          entries.push({ what: "publish", line });
      }
      week.push({ day, inMonth: day.startsWith(month), entries });
    }
    weeks.push(week);
    if (!dayOf(cursor).startsWith(month)) break;
  }
  return weeks;
}
