import { counted } from "./describe.ts";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contentTypeOfKey, isStorageKey, type Storage } from "../../providers/storage.ts";
import { rowsOf } from "./catalog.ts";
import { emptyDatabase, isEmptyDatabase, loadRows, migrateUpTo } from "./load-database.ts";
import { DATABASE_DIR, SEQUENCES_ENTRY, UPLOADS_DIR, type Manifest } from "./manifest.ts";
import { archiveEntries, readAll, verifyArchive } from "./read-archive.ts";
import type { SequenceValue } from "./catalog.ts";

/** A restore that would overwrite data it was not told to (no --force). */
export class RestoreRefused extends Error {}

export const NOT_EMPTY =
  "The target database is not empty: restore into an empty one, or run again with --force to empty it first.";

export type RestoreSummary = {
  takenAt: string;
  schemaVersion: string;
  articles: number;
  creative: number;
  pages: number;
  people: number;
  comments: number;
  accounts: number;
  files: number;
};

/**
 * Restores a backup archive into `target` (decision 0051): every checksum is verified before anything
 * is touched (BadArchive; `verified` is the manifest when the caller has just done so); a database that holds the app's tables is refused unless `force`, which
 * empties it first. The schema is built as of the backup's migration, the rows loaded, and the newer
 * migrations applied after them; the files are written into the target's store, whichever it is.
 */
export async function restoreBackup(
  file: string,
  target: { database: Database; storage: Storage },
  { force = false, verified }: { force?: boolean; verified?: Manifest } = {},
): Promise<RestoreSummary> {
  const manifest = verified ?? (await verifyArchive(file));
  const { db } = target.database;
  if (!(await isEmptyDatabase(db))) {
    if (!force) throw new RestoreRefused(NOT_EMPTY);
    await emptyDatabase(db);
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-restore-"));
  try {
    let files = 0;
    let sequences: SequenceValue[] = [];
    for await (const entry of archiveEntries(file)) {
      if (entry.name === SEQUENCES_ENTRY)
        sequences = JSON.parse((await readAll(entry.body)).toString("utf8"));
      else if (entry.name.startsWith(DATABASE_DIR))
        await fs.promises.writeFile(path.join(dir, path.basename(entry.name)), entry.body);
      else if (entry.name.startsWith(UPLOADS_DIR)) {
        const key = entry.name.slice(UPLOADS_DIR.length);
        if (!isStorageKey(key))
          throw new Error(`The archive holds a file with a name the store refuses: ${key}`);
        await restoreFile(target.storage, key, entry.body, dir);
        files++;
      }
    }
    await migrateUpTo(target.database, manifest.schemaVersion);
    await loadRows(db, Object.keys(manifest.tables), (table) => path.join(dir, `${table}.jsonl`), sequences);
    await target.database.migrate();
    return {
      ...(await countRestored(target.database)),
      files,
      takenAt: manifest.createdAt,
      schemaVersion: manifest.schemaVersion,
    };
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Writes one stored file back through a file on disk and the store's streamed putFile: a 500 MB video
 * passes through the restore in small parts, never whole in memory (decision 0051). */
async function restoreFile(storage: Storage, key: string, body: AsyncIterable<Buffer>, dir: string) {
  const file = path.join(dir, `upload-${key}`);
  try {
    await pipeline(body, fs.createWriteStream(file));
    await storage.putFile(key, file, contentTypeOfKey(key)!);
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

async function countRestored(database: Database) {
  const [row] = await rowsOf(
    database.db,
    sql`select (select count(*) from articles)::int as articles, (select count(*) from creative_pieces)::int as creative,
      (select count(*) from static_pages)::int as pages, (select count(*) from people)::int as people,
      (select count(*) from comments)::int as comments, (select count(*) from users)::int as accounts`,
  );
  return {
    articles: Number(row!.articles),
    creative: Number(row!.creative),
    pages: Number(row!.pages),
    people: Number(row!.people),
    comments: Number(row!.comments),
    accounts: Number(row!.accounts),
  };
}

/** What the command prints once a restore is done. */
export function describeRestore(summary: RestoreSummary): string {
  return [
    `Restored the backup taken ${summary.takenAt} (schema ${summary.schemaVersion}), migrated to this version:`,
    `${counted(summary.articles + summary.creative, "piece")} (${summary.articles} articles and opinion, ${summary.creative} creative), ${counted(summary.pages, "static page")},`,
    `${counted(summary.people, "person", "people")}, ${counted(summary.comments, "comment")}, ${counted(summary.accounts, "account")}, ${counted(summary.files, "file")}.`,
  ].join("\n");
}
