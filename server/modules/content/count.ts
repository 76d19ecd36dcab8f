import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import type { Page } from "../articles/queries.ts";

/** Whether a trigram index can narrow a substring search for `q`: it needs three letters or digits in
 * a row. */
export function usesTrigrams(q: string | undefined): boolean {
  return !!q && /[\p{L}\p{N}]{3}/u.test(q);
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
    return count(tx as unknown as Db);
  });
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
