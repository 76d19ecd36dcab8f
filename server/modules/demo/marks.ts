import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * The tables whose rows the demo makes (decision 0068), each with its id column. Likes and bylines
 * (piece_authors) go with their comment, piece or reader by their foreign keys; the demo's static
 * pages are the migration's rows, marked so that removal can empty them (./pages.ts).
 */
export const DEMO_TABLES = [
  "articles",
  "creative_pieces",
  "breaking_news",
  "comments",
  "users",
  "people",
  "media",
  "static_pages",
] as const;
export type DemoTable = (typeof DEMO_TABLES)[number] | "site_settings";

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A row's fingerprint: md5 of its whole row as JSON. Any change a person makes changes it (an edit's
 * text, its `updated_at`, a comment's moderation). */
const fingerprint = (alias: string) => sql.raw(`md5(row_to_json(${alias})::text)`);

/** Every row id of the demo's tables now: what existed before the demo was seeded is never marked. */
export async function rowIdsNow(db: Db): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const table of DEMO_TABLES) {
    const rows = await rowsOf<{ id: string }>(db, sql`select id::text as id from ${sql.identifier(table)}`);
    for (const r of rows) ids.add(`${table}:${r.id}`);
  }
  return ids;
}

/** Marks every row of the demo's tables that is not in `before` (the rows the demo just made), and the
 * settings named, each with its fingerprint now. Run in the seed's transaction. */
export async function markDemoRows(
  db: Db,
  before: Set<string>,
  settings: readonly string[],
): Promise<number> {
  let marked = 0;
  for (const table of DEMO_TABLES) {
    const rows = await rowsOf<{ id: string; fingerprint: string }>(
      db,
      sql`select t.id::text as id, ${fingerprint("t")} as fingerprint from ${sql.identifier(table)} t`,
    );
    marked += await insertMarks(
      db,
      table,
      rows.filter((r) => !before.has(`${table}:${r.id}`)),
    );
  }
  for (const key of settings) {
    const rows = await rowsOf<{ id: string; fingerprint: string }>(
      db,
      sql`select t.key as id, ${fingerprint("t")} as fingerprint from site_settings t where t.key = ${key}`,
    );
    marked += await insertMarks(db, "site_settings", rows);
  }
  return marked;
}

async function insertMarks(db: Db, table: DemoTable, rows: { id: string; fingerprint: string }[]) {
  if (!rows.length) return 0;
  await db.execute(
    sql`insert into demo_rows (table_name, row_id, fingerprint) values ${sql.join(
      rows.map((r) => sql`(${table}, ${r.id}, ${r.fingerprint})`),
      sql`, `,
    )} on conflict do nothing`,
  );
  return rows.length;
}

/** The marked rows of `table` still as the demo made them (their ids), and those a person changed. */
export async function demoRowsOf(
  db: Db,
  table: DemoTable,
  lock = false,
): Promise<{ unchanged: string[]; changed: string[] }> {
  const key = table === "site_settings" ? "key" : "id";
  const rows = await rowsOf<{ id: string; same: boolean }>(
    db,
    sql`select d.row_id as id, d.fingerprint = ${fingerprint("t")} as same
          from demo_rows d join ${sql.identifier(table)} t on t.${sql.identifier(key)}::text = d.row_id
         where d.table_name = ${table} ${lock ? sql`for update of t` : sql``}`,
  );
  return {
    unchanged: rows.filter((r) => r.same).map((r) => r.id),
    changed: rows.filter((r) => !r.same).map((r) => r.id),
  };
}
