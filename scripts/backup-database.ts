// How `npm run backup` and `npm run restore` open the configured database: PostgreSQL at DATABASE_URL,
// or the embedded one in DATA_DIR/db with the data directory locked, as the server opens it but without
// migrating it (a backup reads it as it is; a restore builds the backup's schema itself).
import path from "node:path";
import type { Config } from "../server/config.ts";
import { openPglite, openPostgres, describeOpenFailure, type Database } from "../server/db/client.ts";
import { lockDataDir } from "../server/db/lock.ts";

export type ScriptDatabase = { database: Database; close(): Promise<void> };

/** Opens the configured database; throws DataDirInUse while a server holds the embedded one. */
export async function openUnmigrated(config: Config): Promise<ScriptDatabase> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const dbDir = path.join(config.dataDir, "db");
  try {
    const database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(dbDir, config.pgliteSettings);
    return {
      database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw new Error(describeOpenFailure(error, config.databaseUrl, dbDir));
  }
}
