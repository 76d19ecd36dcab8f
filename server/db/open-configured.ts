import path from "node:path";
import type { Config } from "../config.ts";
import { describeOpenFailure, openPglite, openPostgres, type Database } from "./client.ts";
import { DataDirInUse, lockDataDir } from "./lock.ts";

/** A database that could not be opened, in one line that names what is wrong and prints no secret. */
export class DatabaseOpenFailure extends Error {}

export type OpenedDatabase = { database: Database; close: () => Promise<void> };

/** The configured database, opened as the server and the command-line scripts open it: the embedded
 * database's directory locked (one process at a time; `inUse` words the refusal), the migrations
 * applied. `close` closes it and releases the lock. */
export async function openConfiguredDatabase(
  config: Config,
  inUse: (error: DataDirInUse) => string = (error) => error.message,
): Promise<OpenedDatabase> {
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUse) throw new DatabaseOpenFailure(inUse(error));
      throw error;
    }
  }
  const dbDir = path.join(config.dataDir, "db");
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(dbDir, config.pgliteSettings);
    await database.migrate();
  } catch (error) {
    unlock();
    throw new DatabaseOpenFailure(describeOpenFailure(error, config.databaseUrl, dbDir));
  }
  return {
    database,
    close: async () => {
      await database.close();
      unlock();
    },
  };
}
