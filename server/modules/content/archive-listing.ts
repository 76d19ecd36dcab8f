import { AsyncLocalStorage } from "node:async_hooks";
import { and, asc, desc, eq, isNotNull, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

/**
 * What a public listing holds (decision 0080). On the live site: every published piece, a taken-down
 * one (noindex) too, as readers who know it still find it. In an archive: a taken-down piece is not
 * in it at all, so no listing the archive renders (home, sections, creative, author pages, feeds)
 * shows it. Archive mode is set only by the archive's renderer around its own requests
 * (server/http/archive-renderer.ts): no reader's request reaches it.
 */
const ARCHIVING = Symbol.for("borderland.archive-listing");

/**
 * What one archive run keeps across its renders (decision 0080): each listing's count of taken-down
 * pieces and each author's count of bylines, read once a run, and the keys of the first and last rows
 * of each listing page it rendered, so that a page next to one rendered is read from there along the
 * listing's index (keyset) rather than by skipping every row before it (OFFSET): with 100,000 pieces,
 * the crawl's thousands of listing pages cost quadratic time that way. A piece published while a run
 * goes may be missed by its counts, as by the pages it rendered before.
 */
export type ArchiveRun = {
  once: Map<string, Promise<unknown>>;
  pages: Map<string, Map<number, { first: string; last: string }>>;
};

export const newArchiveRun = (): ArchiveRun => ({ once: new Map(), pages: new Map() });

/** This module runs in two bundles of one process (the server's own, where the renderer sets the mode,
 * and React Router's build, where the loaders query): the mode is the process's, kept under a
 * registered symbol, so that the loaders' copy reads what the renderer's copy set. */
const archiving: AsyncLocalStorage<ArchiveRun> = ((
  globalThis as Record<symbol, AsyncLocalStorage<ArchiveRun> | undefined>
)[ARCHIVING] ??= new AsyncLocalStorage<ArchiveRun>());

/** Runs `render` as a render of the archive run `run`: the listings it queries leave taken-down pieces
 * out. */
export function asArchived<T>(render: () => T, run: ArchiveRun = newArchiveRun()): T {
  return archiving.run(run, render);
}

export function isArchiving(): boolean {
  return archiving.getStore() !== undefined;
}

/** What `read` answers, read once an archive run under `key` (every time outside one). */
export function onceARun<T>(key: string, read: () => Promise<T>): Promise<T> {
  const run = archiving.getStore();
  if (!run) return read();
  let answer = run.once.get(key) as Promise<T> | undefined;
  if (!answer) run.once.set(key, (answer = read()));
  return answer;
}

/** How many pages away an archive run looks for one it rendered, to read a page from its edge. */
const LOOKBACK = 50;

/** Where a listing's page is read from: the rows after the row of key `key` in the listing's order, or
 * (`before`) the rows before it, nearest first. */
export type ListingCursor = { key: string; before: boolean };

/**
 * The rows of `listing` (a name for its query, its filters included) from `offset`, a page of
 * `pageSize`, in the listing's order: `read(from, skip)` reads `pageSize` of them from the cursor
 * `from` (null: from the first), `skip` rows skipped; `keyOf` is a row's key. On the live site, from the
 * offset. In an archive run, from the last row of the nearest page before it that the run rendered, or
 * else from the first row of the nearest one after it (the crawl walks a listing both ways: from its
 * first page up and from its last page down, as the pager links them); the page's edges are kept.
 */
export async function listingPage<T>(
  listing: string,
  offset: number,
  pageSize: number,
  read: (from: ListingCursor | null, skip: number) => Promise<T[]>,
  keyOf: (row: T) => string,
): Promise<T[]> {
  const run = archiving.getStore();
  if (!run || offset % pageSize !== 0) return read(null, offset);
  const page = offset / pageSize;
  let pages = run.pages.get(listing);
  if (!pages) run.pages.set(listing, (pages = new Map()));
  let rows: T[] | null = null;
  for (let away = 1; away <= LOOKBACK && rows === null; away++) {
    const before = pages.get(page - away);
    const after = pages.get(page + away);
    const skip = (away - 1) * pageSize;
    if (before) rows = await read({ key: before.last, before: false }, skip);
    else if (after) rows = await read({ key: after.first, before: true }, skip);
  }
  rows ??= await read(null, offset);
  if (rows.length > 0) pages.set(page, { first: keyOf(rows[0]!), last: keyOf(rows.at(-1)!) });
  return rows;
}

/** The rows of `table` on the `from` side of the row of key `from.key`, in the order of `columns`,
 * each descending, the table's id last: a condition its index on those columns answers (the row's
 * values are read by its id). */
export function beyondRow(table: PgTable, columns: AnyColumn[], from: ListingCursor): SQL {
  const id = columns.at(-1)!;
  const values = columns.map((column) =>
    column === id ? sql`${from.key}` : sql`(select ${column} from ${table} where ${id} = ${from.key})`,
  );
  return sql`(${sql.join(columns, sql`, `)}) ${sql.raw(from.before ? ">" : "<")} (${sql.join(values, sql`, `)})`;
}

/** A listing's order (each column descending), or the reverse to read the rows before a cursor. */
export const listingOrder = (columns: AnyColumn[], from: ListingCursor | null): SQL[] =>
  columns.map((column) => (from?.before ? asc(column) : desc(column)));

/** The 'listed' condition of a piece table, decided when the query is built (inside the request). */
export function listedPieces(table: { publishedAt: AnyColumn; noindex: AnyColumn }): SQL {
  const decided: SQLWrapper = {
    getSQL: () =>
      isArchiving()
        ? and(isNotNull(table.publishedAt), eq(table.noindex, false))!
        : isNotNull(table.publishedAt),
  };
  return sql`${decided}`;
}

/** A Postgres array literal of ids: `{a,b}`. */
const idArray = (ids: string[]) => `{${ids.join(",")}}`;

/**
 * For a raw query over piece_authors `pa`: in an archive, no byline of a taken-down piece. The
 * taken-down pieces (a handful) are read once a run, and left out by the byline's own columns, so that
 * a page of an author's bylines is read along their index: as two anti-joins a byline, the planner
 * took them for one row and sorted all of a person's bylines for each page (470 ms for 9,500).
 */
export async function listedBylines(db: Db): Promise<SQL> {
  if (!isArchiving()) return sql``;
  const hidden = await onceARun("taken-down pieces", async () => {
    const result = (await db.execute(sql`
      select id, true as article from articles where noindex
      union all select id, false from creative_pieces where noindex`)) as unknown as {
      rows: { id: string; article: boolean }[];
    };
    return {
      articles: idArray(result.rows.filter((r) => r.article).map((r) => r.id)),
      creative: idArray(result.rows.filter((r) => !r.article).map((r) => r.id)),
    };
  });
  return sql` and (pa.article_id is null or pa.article_id <> all(${hidden.articles}::uuid[]))
              and (pa.creative_piece_id is null or pa.creative_piece_id <> all(${hidden.creative}::uuid[]))`;
}
