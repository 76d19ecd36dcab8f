import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import { storedKeys } from "../media/stored-keys.ts";
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

export type Snapshot = {
  createdAt: Date;
  schemaVersion: string;
  /** Rows written per table, each table's to `dir/<schema.table>.jsonl`. */
  tables: Record<string, number>;
  sequences: SequenceValue[];
  /** Every key of the stored files the media rows name. */
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
      for (const [table, select] of selects) {
        const rows = await rowsOf(tx, sql.raw(select));
        const lines = rows.map((row) => `${String(row.line)}\n`).join("");
        await fs.promises.writeFile(path.join(dir, `${table}.jsonl`), lines);
        tables[table] = rows.length;
      }
      const keys = new Set<string>();
      const images = await tx
        .select({
          storageKey: media.storageKey,
          variants: media.variants,
          avifVariants: media.avifVariants,
          preview: media.preview,
        })
        .from(media);
      for (const image of images) for (const key of [image.storageKey, ...storedKeys(image)]) keys.add(key);
      return {
        createdAt,
        schemaVersion,
        tables,
        sequences: await readSequences(tx),
        uploads: [...keys].sort(),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { ...snapshot, heldMs: Math.round(performance.now() - started) };
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
