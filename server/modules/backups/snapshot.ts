import { once } from "node:events";
import fs from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  columnsOf,
  listTables,
  literal,
  quoted,
  readSequences,
  rowsOf,
  type SequenceValue,
} from "./catalog.ts";
import { readJournal } from "./manifest.ts";
import { storedFileKeys } from "./stored-files.ts";

export type Snapshot = {
  createdAt: Date;
  schemaVersion: string;
  /** Rows written per table, each table's to `dir/<schema.table>.jsonl`. */
  tables: Record<string, number>;
  sequences: SequenceValue[];
  /** Every key of the stored files the rows name (images, videos, audio, captions, podcast covers). */
  uploads: string[];
  /** How long the transaction lasted: on the embedded database, how long the site waited. */
  heldMs: number;
};

/**
 * Writes the database as it is at one instant into `dir`: every table's rows (GENERATED columns left
 * out: a restore computes them again) as JSON lines, read inside one REPEATABLE READ, READ ONLY
 * transaction, so that each table is read as of the same snapshot while the site goes on writing. On
 * the embedded database that transaction holds the database while it lasts (decision 0051).
 */
export async function takeSnapshot(db: Db, dir: string): Promise<Snapshot> {
  // The catalogue is read first: the schema changes only when the app's migrations run, and the
  // transaction is kept to the rows (the site waits for it on the embedded database).
  const selects = new Map<string, string>();
  for (const table of await listTables(db)) {
    const { generated } = await columnsOf(db, table);
    selects.set(
      table,
      `select (to_jsonb(t) - array[${generated.map(literal).join(", ")}]::text[])::text as line from ${quoted(table)} t`,
    );
  }
  const schemaVersion = await lastMigration(db);
  const createdAt = new Date();
  const started = performance.now();
  const snapshot = await db.transaction(
    async (tx) => {
      const tables: Record<string, number> = {};
      for (const [table, select] of selects)
        tables[table] = await copyRows(tx, select, path.join(dir, `${table}.jsonl`));
      return {
        createdAt,
        schemaVersion,
        tables,
        sequences: await readSequences(tx),
        uploads: await storedFileKeys(tx),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { ...snapshot, heldMs: Math.round(performance.now() - started) };
}

/** Rows read a fetch: a table of any size passes through memory this many rows at a time (the server
 * that takes the snapshot on the embedded database has a small heap). */
const FETCH_ROWS = 1000;

/** Writes the rows of `select` to `file` as JSON lines through a cursor of the snapshot's transaction;
 * resolves to how many there were. */
async function copyRows(tx: Db, select: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  let count = 0;
  try {
    await tx.execute(sql.raw(`declare backup_rows no scroll cursor for ${select}`));
    for (;;) {
      const rows = await rowsOf(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (!rows.length) break;
      count += rows.length;
      if (!out.write(rows.map((row) => `${String(row.line)}\n`).join(""))) await once(out, "drain");
    }
    await tx.execute(sql.raw("close backup_rows"));
  } finally {
    out.end();
    await finished(out);
  }
  return count;
}

/** The tag of the last migration applied to this database, as drizzle's journal names it. */
export async function lastMigration(db: Db): Promise<string> {
  const [row] = await rowsOf(
    db,
    sql`select created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const entry = row && readJournal().find((e) => String(e.when) === String(row.at));
  if (!entry) throw new Error("The database's last migration is not one this version of the app knows.");
  return entry.tag;
}
