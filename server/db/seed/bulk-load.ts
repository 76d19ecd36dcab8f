import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/**
 * The articles' search indexes (decision 0045), GIN without pending lists: an insert updates them
 * one entry at a time, so a statement of thousands of rows spends most of its time there (5,000
 * short articles on PGlite: 5.7 s with them, 2.3 s without). A bulk load drops them and builds them
 * once afterwards from their own definitions, several times faster, as one does before a large import.
 */
const SEARCH_INDEXES = ["articles_search_document_idx", "articles_search_text_trgm_idx"];

/** Runs `load` (inserts of many articles) with the search indexes built once after it. */
export async function withSearchIndexesBuiltAfter<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(
    sql`select indexname, indexdef from pg_indexes where indexname in (${sql.join(
      SEARCH_INDEXES.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  try {
    return await load();
  } finally {
    for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  }
}
