// `npm run backup -- FILE`: writes one backup archive of the configured database and its uploads to FILE
// (decision 0051, docs/operations.md 'Backups and restore'). Works while the site runs: on PostgreSQL
// this process reads a consistent snapshot itself; on the embedded database the running server holds
// the data directory, and is asked for the archive through its local channel (a Unix socket in
// DATA_DIR/run); with no server running, this process locks the data directory and takes it itself.
// The archive holds password hashes, sessions and second factors: it is written readable by its owner
// only (0600), as the scheduled backups are.
// Exit codes: 0 written; 1 anything else (nothing is left at FILE).
import fs from "node:fs";
import path from "node:path";
import { DataDirInUse } from "../server/db/lock.ts";
import { errorMessage } from "../server/modules/jobs/worker.ts";
import { requestBackup } from "../server/modules/backups/local-channel.ts";
import { verifyArchive } from "../server/modules/backups/read-archive.ts";
import { writeBackup } from "../server/modules/backups/write-archive.ts";
import { describeBackup } from "../server/modules/backups/describe.ts";
import { openStorage } from "../server/providers/open-storage.ts";
import { openUnmigrated } from "./backup-database.ts";
import { fail, loadConfigOrFail } from "./open-database.ts";

const file = process.argv[2];
if (!file || process.argv.length > 3) fail("Usage: npm run backup -- FILE");
const target = path.resolve(file);
const partial = `${target}.partial`;
const config = loadConfigOrFail();
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "db")))
  fail(`There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`);

/** FILE.partial, made anew for its owner alone before a byte is in it (a rename keeps its mode). */
function createPartial(): fs.WriteStream {
  fs.rmSync(partial, { force: true });
  return fs.createWriteStream(partial, { flags: "wx", mode: 0o600 });
}

try {
  try {
    const { database, close } = await openUnmigrated(config);
    try {
      const { storage } = await openStorage(config);
      await writeBackup({ database, storage }, createPartial());
    } finally {
      await close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    await requestBackup(config.dataDir, createPartial()).catch((cause: unknown) => {
      throw new Error(
        `The server (pid ${error.pid ?? "unknown"}) holds ${config.dataDir}, and its backup channel did not answer (${errorMessage(cause)}). Is it an older version? Stop it and run this again.`,
      );
    });
  }
  const manifest = await verifyArchive(partial).catch(() => {
    throw new Error("The server stopped sending the archive before it was whole: its log says why.");
  });
  fs.renameSync(partial, target);
  console.log(describeBackup(manifest, target, fs.statSync(target).size));
} catch (error) {
  fs.rmSync(partial, { force: true });
  fail(`The backup failed: ${errorMessage(error)}`);
}
