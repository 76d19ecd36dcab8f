import path from "node:path";
import type { Config } from "../config.ts";
import { describeOpenFailure, openPglite, openPostgres, type Database } from "./client.ts";
import { holdInUseLock } from "./in-use-lock.ts";
import { DataDirInUse, lockDataDir } from "./lock.ts";

/** A database that could not be opened, in one line that names what is wrong and prints no secret. */
export class DatabaseOpenFailure extends Error {}

export type OpenedDatabase = { database: Database; close: () => Promise<void> };

/** The configured database, opened as the server and the command-line scripts open it: the embedded
 * database's directory locked (one process at a time; `inUse` words the refusal), or on PostgreSQL
 * its in-use lock held shared (a restore refuses while any process holds it; decision 0054), then the
 * migrations applied. `close` closes it and releases the lock. */
export async function openConfiguredDatabase(
  config: Config,
  inUse: (error: DataDirInUse) => string = (error) => error.message,
): Promise<OpenedDatabase> {
  let unlock = async () => {};
  if (!config.databaseUrl) {
    try {
      const release = lockDataDir(config.dataDir);
      unlock = async () => release();
    } catch (error) {
      if (error instanceof DataDirInUse) throw new DatabaseOpenFailure(inUse(error));
      throw error;
    }
  }
  const dbDir = path.join(config.dataDir, "db");
  let database: Database;
  try {
    if (config.databaseUrl) unlock = (await holdInUseLock(config.databaseUrl)).release;
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(dbDir, config.pgliteSettings);
    await database.migrate();
  } catch (error) {
    await unlock();
    throw new DatabaseOpenFailure(describeOpenFailure(error, config.databaseUrl, dbDir));
  }
  return {
    database,
    close: async () => {
      await database.close();
      await unlock();
    },
  };
}
