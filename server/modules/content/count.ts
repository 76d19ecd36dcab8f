import { and, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

/** Whether a trigram index can narrow a substring search for `q`: it needs three letters or digits in
 * a row. */
export function usesTrigrams(q: string | undefined): boolean {
  return !!q && /[\p{L}\p{N}]{3}/u.test(q);
}

/** One page of a list. `more`: the count stopped at a cap, and more than `total` rows (more than
 * `pageCount` pages) match (countRows, pageWindow). */
export type Page<T> = {
  items: T[];
  total: number;
  more: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
};

/** LIKE treats % and _ as wildcards; a reader typing them means the characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A count as a list shows it: exact, or, when `more`, a lower bound (more than `total` rows match). */
export type Counted = { total: number; more: boolean };

/** A search counts its matches in steps of COUNT_STEP: 'more than 1,000 articles' (decision 0022). */
export const COUNT_STEP = 100;

/** How far a search counts when page `page` is asked: to the first multiple of COUNT_STEP past the last
 * row of that page, so that a count stopped at the cap still shows that the next page exists, and the
 * window moves on with the pages asked (page 50 of 20 rows counts to 2,000). */
export function countCap(page: number, pageSize: number): number {
  return COUNT_STEP * (Math.floor((page * pageSize) / COUNT_STEP) + 1);
}

/** The rows `where` picks, counted up to `cap`: O(cap), not O(rows), and exact below the cap.
 * PostgreSQL prices ILIKE as nearly free, so for a substring that many rows contain it plans a read of
 * the whole table, which measured four to five times slower than the trigram indexes (100,000 articles,
 * one in ten matching: tests/integration/admin-list-scale.test.ts). For a search that can use them, the
 * count is planned without sequential scans. */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  { cap, trigrams }: { cap: number; trigrams: boolean },
): Promise<Counted> {
  const count = async (tx: Db) => {
    const matches = tx
      .select({ one: sql`1`.as("one") })
      .from(table)
      .where(where)
      .limit(cap + 1)
      .as("matches");
    const [row] = await tx.select({ total: sql<number>`count(*)::int` }).from(matches);
    const total = row?.total ?? 0;
    return total > cap ? { total: cap, more: true } : { total, more: false };
  };
  if (!trigrams) return count(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return count(tx);
  });
}

/** How many of a list's newest rows a search's count reads before it turns to the trigram indexes. */
export const COUNT_WINDOW = 1_000;

/**
 * The rows of `base` that `match` also picks, counted up to `cap` along `newest` (an order an index
 * serves), for a `base` of `baseRows` rows. A word that one row in ten or more contains fills the
 * count within the newest COUNT_WINDOW rows, which the index gives in order; the trigram indexes would
 * collect every row of the table that contains it, and did: one article in ten of 100,000 took 20 ms
 * against 5 ms along the index (decision 0022). A `base` that fits in the window is counted exactly
 * there. Otherwise a rarer word, for which the trigram indexes are cheap, is counted by them
 * (`countRows`), as is a count past the first pages, which the window could not fill.
 */
export async function countNewestFirst(
  db: Db,
  table: PgTable,
  {
    base,
    match,
    newest,
    baseRows,
    cap,
    trigrams,
    window: size = COUNT_WINDOW,
  }: {
    base: SQL | undefined;
    match: SQL;
    newest: SQL[];
    baseRows: number;
    cap: number;
    trigrams: boolean;
    /** COUNT_WINDOW, but in tests. */
    window?: number;
  },
): Promise<Counted> {
  const whole = baseRows <= size;
  if (whole || cap * 10 <= size) {
    const window = db
      .select({ hit: sql<boolean>`${match}`.as("hit") })
      .from(table)
      .where(base)
      .orderBy(...newest)
      .limit(size)
      .as("window");
    const hits = db
      .select({ one: sql`1`.as("one") })
      .from(window)
      .where(sql`${window.hit}`)
      .limit(cap + 1)
      .as("hits");
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(hits);
    const total = row?.total ?? 0;
    if (total > cap) return { total: cap, more: true };
    if (whole) return { total, more: false };
  }
  return countRows(db, table, and(base, match), { cap, trigrams });
}

/** The page to show of `total` rows: `asked` within 1 and the last page. Of a count that stopped at a
 * cap, the last page known is the last full one: more than `total` rows fill more than that many. */
export function pageWindow(total: number, asked: number, pageSize: number, more = false) {
  const pageCount = more
    ? Math.max(1, Math.floor(total / pageSize))
    : Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Number.isFinite(asked) ? Math.trunc(asked) : 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/** Page `askedPage` of a list. `count` gets the cap for that page (countCap), which an exact count may
 * ignore. With `together`, the rows are read at once with the count (on PostgreSQL, on two
 * connections) and read again for a page past the end; without, after it, for the page it settles on
 * (one query fewer for a page past the end, the same number whatever the list's length). */
export async function pageOf<T>(
  askedPage: number | undefined,
  pageSize: number,
  count: (cap: number) => Promise<Counted>,
  rows: (offset: number) => Promise<T[]>,
  { together = true } = {},
): Promise<Page<T>> {
  const asked = pageWindow(Number.MAX_SAFE_INTEGER, askedPage ?? 1, pageSize).page;
  const [counted, first] = await Promise.all([
    count(countCap(asked, pageSize)),
    together ? rows((asked - 1) * pageSize) : null,
  ]);
  const window = pageWindow(counted.total, asked, pageSize, counted.more);
  const items = first && window.page === asked ? first : await rows(window.offset);
  return { items, ...counted, page: window.page, pageCount: window.pageCount, pageSize };
}

/** Page `askedPage` of the rows of `table` that `where` picks, counted exactly (a list that stays
 * small, such as the Media Library's), then read from `rows` at the page's offset (pageOf). */
export function exactPage<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  askedPage: number | string | undefined,
  pageSize: number,
  rows: (offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const count = async () => ({ total: await db.$count(table, where), more: false });
  return pageOf(Number(askedPage ?? 1), pageSize, count, rows, { together: false });
}
