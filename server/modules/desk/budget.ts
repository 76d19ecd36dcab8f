import { and, asc, eq, gte, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { AssignmentStatus } from "#shared/desk.ts";
import { isoDayIn } from "#shared/dates.ts";
import { dayRange } from "#shared/day-range.ts";
import { budgetQuery, type BudgetQuery } from "#shared/schemas/desk.ts";
import type { Db } from "../../db/client.ts";
import { assignments } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { isOn, onlyMine } from "./access.ts";
import { editionsOf, inEditionsOf, type LineEdition } from "./editions.ts";
import { peopleOf, type NamedPerson } from "./people.ts";

/**
 * The story budget's lines (issue 38): the month's assignments by publish date, with those due that
 * month, those planned for or laid out in that month's print editions (issue 43) and those with no
 * date yet, under the page's filters; a contributor's own only. Each line says its edition. Bounded: one
 * month and at most LINES lines, along the publish-target, open-due and edition indexes.
 */

export const LINES = 300;

const columns = {
  id: assignments.id,
  headline: assignments.headline,
  category: assignments.category,
  length: assignments.length,
  status: assignments.status,
  draftDue: assignments.draftDue,
  publishTarget: assignments.publishTarget,
  articleId: assignments.articleId,
  editionId: assignments.editionId,
  spikeNote: assignments.spikeNote,
};
export type BudgetLine = {
  id: string;
  headline: string;
  category: string;
  length: number;
  status: AssignmentStatus;
  draftDue: Date | null;
  publishTarget: Date | null;
  articleId: string | null;
  spikeNote: string | null;
  people: NamedPerson[];
  edition: LineEdition | null;
};

/** The month (YYYY-MM) the page shows: the query's, else this one on the publication's clock. */
export const monthOf = (query: BudgetQuery, timeZone: string, now: Date) =>
  query.month ?? isoDayIn(now, timeZone).slice(0, 7);

function monthRange(month: string, timeZone: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  const first = `${month}-01`;
  return { first, next, start: dayRange(first, timeZone).start, end: dayRange(next, timeZone).start };
}

export async function listBudget(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<{ query: BudgetQuery; month: string; lines: BudgetLine[]; more: boolean }> {
  assertStaff(actor);
  const query = validate(budgetQuery, input);
  const month = monthOf(query, timeZone, now);
  const { first, next, start, end } = monthRange(month, timeZone);
  const editions = inEditionsOf(db, first, next);
  const inMonth = (column: typeof assignments.publishTarget) => and(gte(column, start), lt(column, end));
  const rows = await db
    .select(columns)
    .from(assignments)
    .where(
      and(
        or(
          inMonth(assignments.publishTarget),
          inMonth(assignments.draftDue),
          inArray(assignments.editionId, editions.planned),
          inArray(assignments.articleId, editions.laidOut),
          and(
            isNull(assignments.publishTarget),
            isNull(assignments.draftDue),
            notInArray(assignments.status, ["published", "spiked"]),
          ),
        ),
        onlyMine(db, actor),
        query.section ? eq(assignments.category, query.section) : undefined,
        query.status ? eq(assignments.status, query.status) : undefined,
        query.person ? isOn(db, query.person) : undefined,
      ),
    )
    .orderBy(sql`${assignments.publishTarget} asc nulls last`, asc(assignments.draftDue), asc(assignments.id))
    .limit(LINES + 1);
  const shown = rows.slice(0, LINES);
  const people = await peopleOf(
    db,
    shown.map((r) => r.id),
  );
  const placed = await editionsOf(db, shown);
  return {
    query,
    month,
    lines: shown.map(({ editionId: _planned, ...r }) => ({
      ...r,
      people: people.get(r.id) ?? [],
      edition: placed.get(r.id) ?? null,
    })),
    more: rows.length > LINES,
  };
}
