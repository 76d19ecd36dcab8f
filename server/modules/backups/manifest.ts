import fs from "node:fs";
import path from "node:path";
import { nearestAbove } from "../../beside-code.ts";
import { MIGRATIONS_DIR } from "../../db/client.ts";

/** What a backup archive says of itself (decision 0051): its last entry, `manifest.json`. */
export type Manifest = {
  format: typeof FORMAT;
  formatVersion: number;
  appVersion: string;
  /** The last migration applied to the database when it was taken (a tag of drizzle's journal). */
  schemaVersion: string;
  engine: "pglite" | "postgres";
  /** When the snapshot was taken: every write acknowledged before this is in it. */
  createdAt: string;
  /** How long the snapshot's transaction lasted: on the embedded database, how long the site waited
   * for it. Archives of versions before it was kept lack it. */
  snapshotMs?: number;
  /** Rows per table, `schema.table`. */
  tables: Record<string, number>;
  /** Stored files the database names that the store did not have when the backup was taken. */
  missingUploads: string[];
  /** Every other entry of the archive: its size in bytes and SHA-256 (hex). */
  entries: Record<string, { size: number; sha256: string }>;
};

export const FORMAT = "borderland-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_DIR = "database/";
export const SEQUENCES_ENTRY = "database/sequences.json";
export const UPLOADS_DIR = "uploads/";

/** A table's rows in the archive: one JSON object a line. */
export const tableEntry = (table: string) => `${DATABASE_DIR}${table}.jsonl`;

export type JournalEntry = { idx: number; when: number; tag: string };

/** drizzle's journal of the committed migrations, oldest first. */
export function readJournal(dir = MIGRATIONS_DIR): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** This program's version, as its package.json says (whatever the working directory); "unknown" without one. */
export function appVersion(): string {
  try {
    const file = nearestAbove(import.meta.url, "package.json");
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}
