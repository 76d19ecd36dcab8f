import { and, desc, eq, gte, inArray, lt, ne, or } from "drizzle-orm";
import type { EditionStatus } from "#shared/print.ts";
import type { Db } from "../../db/client.ts";
import { printEditionPieces, printEditions } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";

/**
 * The desk and print editions (issue 43, decision 0079): the edition an assignment is in, and the
 * editions an editor may plan one for. A story is in an edition when its piece is in that edition's
 * table of contents (the layout is the fact, with its page); until then, when its assignment names one
 * (the plan). A piece in several editions is in the one its assignment names, else the earliest.
 */

export const EDITION_GONE = "That print edition is not there any more: choose another.";
/** Published editions older than this are no longer offered to plan a story for. */
const RECENT_DAYS = 60;
const CHOICES = 100;

export type DeskEdition = {
  id: string;
  volume: number;
  number: number;
  title: string;
  issuedOn: string;
  status: EditionStatus;
};
/** The edition a line is in: with its page once it is in the table of contents, `planned` before. */
export type LineEdition = DeskEdition & { page: number | null; planned: boolean };

const columns = {
  id: printEditions.id,
  volume: printEditions.volume,
  number: printEditions.number,
  title: printEditions.title,
  issuedOn: printEditions.issuedOn,
  status: printEditions.status,
};

const earliest = (a: DeskEdition, b: DeskEdition) =>
  a.issuedOn.localeCompare(b.issuedOn) || a.volume - b.volume || a.number - b.number;

/** The form's edition, checked before anything is written. */
export async function assertEdition(db: Db, id: string | null) {
  if (!id) return;
  const [row] = await db.select({ id: printEditions.id }).from(printEditions).where(eq(printEditions.id, id));
  if (!row) throw new Invalid(EDITION_GONE, { editionId: EDITION_GONE });
}

/** The editions an editor may plan a story for, newest first: every draft and scheduled one, the
 * published ones of the last RECENT_DAYS days, and the one the assignment names already. */
export async function editionChoices(
  db: Db,
  actor: SessionUser | null | undefined,
  current: string | null = null,
  now = new Date(),
): Promise<DeskEdition[]> {
  assertCan(actor, "assign");
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString().slice(0, 10);
  return db
    .select(columns)
    .from(printEditions)
    .where(
      or(
        ne(printEditions.status, "published"),
        gte(printEditions.issuedOn, since),
        current ? eq(printEditions.id, current) : undefined,
      ),
    )
    .orderBy(desc(printEditions.issuedOn), desc(printEditions.volume), desc(printEditions.number))
    .limit(CHOICES);
}

type Placed = { id: string; articleId: string | null; editionId: string | null };

/** Each line's edition (none for a line in none), in two queries whatever their number. */
export async function editionsOf(db: Db, lines: readonly Placed[]): Promise<Map<string, LineEdition>> {
  const articleIds = lines.flatMap((l) => (l.articleId ? [l.articleId] : []));
  const links = articleIds.length
    ? await db
        .select({
          articleId: printEditionPieces.articleId,
          editionId: printEditionPieces.editionId,
          page: printEditionPieces.page,
        })
        .from(printEditionPieces)
        .where(inArray(printEditionPieces.articleId, articleIds))
    : [];
  const ids = [...new Set([...links.map((l) => l.editionId), ...lines.flatMap((l) => l.editionId ?? [])])];
  const editions = ids.length
    ? await db.select(columns).from(printEditions).where(inArray(printEditions.id, ids))
    : [];
  const byId = new Map(editions.map((e) => [e.id, e]));
  const placed = new Map<string, LineEdition>();
  for (const line of lines) {
    const linked = links
      .filter((l) => l.articleId === line.articleId)
      .map((l) => ({ ...byId.get(l.editionId)!, page: l.page, planned: false }))
      .sort(earliest);
    const planned = line.editionId ? byId.get(line.editionId) : undefined;
    const edition =
      linked.find((e) => e.id === line.editionId) ??
      linked[0] ??
      (planned ? { ...planned, page: null, planned: true } : undefined);
    if (edition) placed.set(line.id, edition);
  }
  return placed;
}

/** The month's editions (by their date, 'YYYY-MM-DD' from `first` up to `next`): the budget shows the
 * stories planned for them or laid out in them, whatever their dates. */
export function inEditionsOf(db: Db, first: string, next: string) {
  const issued = and(gte(printEditions.issuedOn, first), lt(printEditions.issuedOn, next));
  return {
    planned: db.select({ id: printEditions.id }).from(printEditions).where(issued),
    laidOut: db
      .select({ id: printEditionPieces.articleId })
      .from(printEditionPieces)
      .innerJoin(printEditions, eq(printEditions.id, printEditionPieces.editionId))
      .where(issued),
  };
}
