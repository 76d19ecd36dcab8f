import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "./catalog.ts";

/**
 * Every column of the app that names a file in the store (decision 0051): a backup holds each file they
 * name, and `stored-files.test.ts` fails when a table gains a column of a key that is not listed here.
 * `key` is a text column holding the key; `renditions` a JSON array of `{ key }`; `rendition` one.
 */
export const STORED_FILE_COLUMNS = [
  { table: "media", column: "storage_key", shape: "key" },
  { table: "media", column: "variants", shape: "renditions" },
  { table: "media", column: "avif_variants", shape: "renditions" },
  { table: "media", column: "preview", shape: "rendition" },
  // Videos, audio files, and captions (issue 41, decision 0073); a video's poster is a media row.
  { table: "media_files", column: "storage_key", shape: "key" },
  // A podcast's cover as the feed names it, a JPEG of its own (decision 0074).
  { table: "podcast_shows", column: "cover_key", shape: "key" },
] as const;

const select = ({ table, column, shape }: (typeof STORED_FILE_COLUMNS)[number]) => {
  const t = `"${table}"`;
  const c = `"${column}"`;
  if (shape === "key") return `select ${c} as key from ${t}`;
  if (shape === "rendition") return `select ${c}->>'key' as key from ${t} where ${c} is not null`;
  return `select r->>'key' as key from ${t}, jsonb_array_elements(${c}) r`;
};

/**
 * The keys of every stored file the database names, sorted, each once. Only the columns this schema
 * has are read: a database of an older version (before video files or podcasts) has fewer of them.
 * Meant to run inside the snapshot's transaction, so that the files are those of its rows.
 */
export async function storedFileKeys(db: Db): Promise<string[]> {
  const present = new Set(
    (
      await rowsOf(
        db,
        sql`select table_name || '.' || column_name as name from information_schema.columns
            where table_schema = 'public'`,
      )
    ).map((row) => String(row.name)),
  );
  const selects = STORED_FILE_COLUMNS.filter((s) => present.has(`${s.table}.${s.column}`)).map(select);
  if (!selects.length) return [];
  const rows = await rowsOf(
    db,
    sql.raw(`select distinct key from (${selects.join(" union all ")}) k where key is not null order by key`),
  );
  return rows.map((row) => String(row.key));
}
