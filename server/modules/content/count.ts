import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

/** Whether a trigram index can narrow a substring search for `q`: it needs three letters or digits in
 * a row. */
export function usesTrigrams(q: string | undefined): boolean {
  return !!q && /[\p{L}\p{N}]{3}/u.test(q);
}

/** count(*) of the rows `where` picks. PostgreSQL prices ILIKE as nearly free, so for a substring that
 * many rows contain it plans a read of the whole table, which measured four to five times slower than
 * the trigram indexes (100,000 articles, one in ten matching: tests/integration/admin-list-scale.test.ts).
 * For a search that can use them, the count is planned without sequential scans. */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  trigrams: boolean,
): Promise<number> {
  const count = async (tx: Db) =>
    (
      await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]?.total ?? 0;
  if (!trigrams) return count(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return count(tx as unknown as Db);
  });
}
