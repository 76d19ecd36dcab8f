// `npm run restore -- FILE [--force] [--while-running]`: restores a backup archive (`npm run backup`, or
// the portal's download) into the configured database and uploads store (decision 0051, docs/operations.md
// 'Backups and restore'). Every checksum is verified before anything is touched. The target must be
// empty: an embedded data directory no server is running on, or a PostgreSQL database without our
// tables; --force empties it first. On PostgreSQL it refuses while any process of the site uses the
// database (their in-use lock, decision 0054), unless --while-running. The backup's schema is built, its
// rows loaded, then the newer migrations run.
// Exit codes: 0 restored; 2 refused (a damaged archive, a target that is not empty without --force, a
// database the site uses), nothing changed; 1 anything else.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { announce } from "../server/db/broadcast.ts";
import { DatabaseInUse, takeInUseLockAlone, type InUseLock } from "../server/db/in-use-lock.ts";
import { DataDirInUse } from "../server/db/lock.ts";
import { encodeChange, PAGE_CHANNEL } from "../server/http/page-changes.ts";
import { errorMessage } from "../server/modules/jobs/worker.ts";
import { BadArchive, verifyArchive } from "../server/modules/backups/read-archive.ts";
import { describeRestore, restoreBackup, RestoreRefused } from "../server/modules/backups/restore.ts";
import { openStorage } from "../server/providers/open-storage.ts";
import { openUnmigrated } from "./backup-database.ts";
import { loadConfigOrFail } from "./open-database.ts";

const EXIT = { restored: 0, failed: 1, refused: 2 } as const;

function stop(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = parseArgs({
  options: { force: { type: "boolean" }, "while-running": { type: "boolean" } },
  allowPositionals: true,
});
if (positionals.length !== 1) stop(EXIT.failed, "Usage: npm run restore -- FILE [--force] [--while-running]");
const file = path.resolve(positionals[0]!);
if (!fs.existsSync(file)) stop(EXIT.failed, `There is no file at ${file}.`);
const config = loadConfigOrFail();

let manifest;
try {
  manifest = await verifyArchive(file);
} catch (error) {
  if (error instanceof BadArchive) stop(EXIT.refused, `Nothing was restored. ${error.message}`);
  throw error;
}

let alone: InUseLock | null = null;
try {
  if (config.databaseUrl && !values["while-running"]) alone = await takeInUseLockAlone(config.databaseUrl);
  const { storage } = await openStorage(config);
  const { database, close } = await openUnmigrated(config);
  try {
    const summary = await restoreBackup(
      file,
      { database, storage },
      { force: values.force, verified: manifest },
    );
    console.log(describeRestore(summary));
  } finally {
    await close();
  }
  // Servers restored under (--while-running) drop every cached page, as after the import.
  if (config.databaseUrl) await announce(config.databaseUrl, PAGE_CHANNEL, encodeChange("everything"));
} catch (error) {
  if (error instanceof RestoreRefused) stop(EXIT.refused, error.message);
  if (error instanceof DatabaseInUse) stop(EXIT.refused, `Nothing was restored. ${error.message}`);
  if (error instanceof DataDirInUse)
    stop(
      EXIT.failed,
      `The server is running on ${config.dataDir}${error.pid ? ` (pid ${error.pid})` : ""}: stop it first, or restore into another DATA_DIR.`,
    );
  stop(EXIT.failed, `The restore failed: ${errorMessage(error)}`);
} finally {
  await alone?.release();
}
