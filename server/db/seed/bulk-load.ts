import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";

/**
 * The articles' GIN indexes: the search indexes (decision 0045) and the trigram indexes Manage searches
 * title, excerpt and author with, all without pending lists, so an insert updates them
 * one entry at a time and a statement of thousands of rows spends most of its time there (20,000 short
 * articles on PostgreSQL: 11.5 s with them, 1.9 s without and 1.5 s to build them after; 5,000 on
 * PGlite: 5.7 s with the search indexes, 2.3 s without). A bulk load drops them and builds them once
 * afterwards from their own definitions, as one does before a large import.
 */
const GIN_INDEXES = sql`select indexname, indexdef from pg_indexes
  where schemaname = current_schema() and tablename = 'articles' and indexdef ilike '% using gin %'`;

/** Runs `load` (inserts of many articles) with the articles' GIN indexes built once after it. */
export async function withSearchIndexesBuiltAfter<T>(db: Db, load: () => Promise<T>): Promise<T> {
  const result = await db.execute(GIN_INDEXES);
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  try {
    return await load();
  } finally {
    for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
  }
}
