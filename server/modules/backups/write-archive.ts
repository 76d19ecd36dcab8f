import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, type Writable } from "node:stream";
import { createGzip } from "node:zlib";
import type { Database } from "../../db/client.ts";
import type { Storage } from "../../providers/storage.ts";
import {
  appVersion,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  SEQUENCES_ENTRY,
  tableEntry,
  UPLOADS_DIR,
  type Manifest,
} from "./manifest.ts";
import { takeSnapshot } from "./snapshot.ts";
import { createTarWriter } from "./tar.ts";

export type BackupSources = { database: Pick<Database, "db" | "engine">; storage: Storage };

async function* counted(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  into: { size: number; hash: ReturnType<typeof createHash> },
) {
  for await (const chunk of body) {
    into.size += chunk.length;
    into.hash.update(chunk);
    yield chunk;
  }
}

/**
 * Writes one backup archive (a gzipped tar, decision 0051) to `out`: the database's snapshot as JSON
 * lines, every stored file a row names (stored-files.ts), streamed through the Storage interface, and last the
 * manifest with each entry's size and SHA-256 (and how long the snapshot held the database). A file the database names and the store lacks is listed
 * in the manifest rather than failing the backup. `out` is ended when the archive is whole; on a
 * failure it is destroyed, so that a reader never takes a cut archive for a whole one.
 */
export async function writeBackup({ database, storage }: BackupSources, out: Writable): Promise<Manifest> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-backup-"));
  const gzip = createGzip();
  const sent = pipeline(gzip, out);
  try {
    const snapshot = await takeSnapshot(database.db, dir);
    await fs.promises.writeFile(path.join(dir, "sequences.json"), JSON.stringify(snapshot.sequences));
    const tar = createTarWriter(gzip);
    const entries: Manifest["entries"] = {};
    const add = async (
      name: string,
      size: number,
      body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    ) => {
      const seen = { size: 0, hash: createHash("sha256") };
      await tar.file(name, size, counted(body, seen));
      entries[name] = { size: seen.size, sha256: seen.hash.digest("hex") };
    };
    const addFile = async (name: string, file: string) =>
      add(name, (await fs.promises.stat(file)).size, fs.createReadStream(file));
    for (const table of Object.keys(snapshot.tables))
      await addFile(tableEntry(table), path.join(dir, `${table}.jsonl`));
    await addFile(SEQUENCES_ENTRY, path.join(dir, "sequences.json"));
    const missingUploads: string[] = [];
    for (const key of snapshot.uploads) {
      const stored = await storage.get(key);
      if (!stored) missingUploads.push(key);
      else await add(`${UPLOADS_DIR}${key}`, stored.size, Readable.fromWeb(stored.body as never));
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      schemaVersion: snapshot.schemaVersion,
      engine: database.engine,
      createdAt: snapshot.createdAt.toISOString(),
      snapshotMs: snapshot.heldMs,
      tables: snapshot.tables,
      missingUploads,
      entries,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.file(MANIFEST_ENTRY, text.length, [text]);
    await tar.end();
    gzip.end();
    await sent;
    return manifest;
  } catch (error) {
    gzip.destroy(error as Error);
    await sent.catch(() => {});
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
