import { isoDayIn } from "#shared/dates.ts";
import { editionLabel, type EditionStatus } from "#shared/print.ts";
import type { BudgetGrouping } from "#shared/schemas/desk.ts";

/**
 * How the budget groups its lines: by publish date, by day or by week from Monday (issue 38), or by print
 * edition (issue 43), each an entry of GROUPINGS (where a line goes, and the group's heading). Pure: days
 * are YYYY-MM-DD on the publication's clock.
 */

type Dated = { publishTarget: Date | null };
type InEdition = {
  edition?: {
    id: string;
    volume: number;
    number: number;
    title: string;
    issuedOn: string;
    status: EditionStatus;
    page: number | null;
  } | null;
};
export type Group<T> = { key: string; label: string; detail?: string; lines: T[] };

export const UNSCHEDULED = "No publish target yet";
export const NO_EDITION = "No edition";
const EDITION_STATUS: Record<EditionStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

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

/** Where a line goes: its group's key, the order of the groups, and the group's heading. */
type Place = { key: string; order: string; label: string; detail?: string };
type Grouping = { none: string; place(line: Dated & InEdition, timeZone: string): Place | null };

const byDate = (key: (day: string) => string, heading: (key: string) => string): Grouping => ({
  none: UNSCHEDULED,
  place(line, timeZone) {
    if (!line.publishTarget) return null;
    const at = key(isoDayIn(line.publishTarget, timeZone));
    return { key: at, order: at, label: heading(at) };
  },
});
const pad = (n: number) => String(n).padStart(9, "0");

const GROUPINGS: Record<BudgetGrouping, Grouping> = {
  day: byDate(
    (day) => day,
    (key) => label(key, { weekday: "long", month: "long", day: "numeric" }),
  ),
  week: byDate(mondayOf, (key) => `Week of ${label(key, { month: "long", day: "numeric" })}`),
  edition: {
    none: NO_EDITION,
    place({ edition: e }) {
      if (!e) return null;
      return {
        key: e.id,
        order: `${e.issuedOn} ${pad(e.volume)} ${pad(e.number)}`,
        label: `${editionLabel(e.volume, e.number)}: ${e.title}`,
        detail: `${label(e.issuedOn, { month: "long", day: "numeric", year: "numeric" })} · ${EDITION_STATUS[e.status]}`,
      };
    },
  },
};

/** Within an edition, the lines in its table of contents by page first, then the planned ones. */
const byPage = (a: InEdition, b: InEdition) =>
  (a.edition?.page ?? Infinity) - (b.edition?.page ?? Infinity) || 0;

/** The lines in groups, soonest first (an edition by its date), those in none last. */
export function groupLines<T extends Dated & InEdition>(
  lines: readonly T[],
  grouping: BudgetGrouping,
  timeZone: string,
): Group<T>[] {
  const by = GROUPINGS[grouping];
  const groups = new Map<string, Group<T> & { order: string }>();
  for (const line of lines) {
    const place = by.place(line, timeZone) ?? { key: "", order: "", label: by.none };
    const group = groups.get(place.key) ?? { ...place, lines: [] };
    group.lines.push(line);
    groups.set(place.key, group);
  }
  return [...groups.values()]
    .sort((a, b) => (!a.key ? 1 : !b.key ? -1 : a.order.localeCompare(b.order)))
    .map(({ order: _order, ...group }) => ({
      ...group,
      lines: grouping === "edition" && group.key ? group.lines.sort(byPage) : group.lines,
    }));
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
