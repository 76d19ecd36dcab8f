// What an import command acts on (`npm run import`, `npm run import:print`): the configured database
// (on the embedded one, the server must be stopped), the site's first admin, whom the import acts as,
// and the store. Anything missing ends the command with the operator's message.
import type { Config } from "../server/config.ts";
import type { Db } from "../server/db/client.ts";
import type { SessionUser } from "../server/modules/accounts/sessions.ts";
import { importingAdmin, NO_ADMIN } from "../server/modules/moving-in/importer.ts";
import { openStorage, StorageUnavailable } from "../server/providers/open-storage.ts";
import type { Storage } from "../server/providers/storage.ts";
import { fail, loadConfigOrFail, openScriptDatabase } from "./open-database.ts";

export type OpenedImport = {
  config: Config;
  db: Db;
  admin: SessionUser;
  storage: Storage;
  close: () => Promise<void>;
};

export async function openImport(): Promise<OpenedImport> {
  const config = loadConfigOrFail();
  const { database, close } = await openScriptDatabase(
    config,
    (pid) =>
      `The server is running on ${config.dataDir}${pid ? ` (pid ${pid})` : ""} and holds its embedded database: stop it, run the import, then start it again.`,
  );
  const admin = await importingAdmin(database.db);
  if (!admin) fail(NO_ADMIN);
  try {
    const { storage } = await openStorage(config);
    return { config, db: database.db, admin, storage, close };
  } catch (error) {
    if (error instanceof StorageUnavailable) fail(error.message);
    throw error;
  }
}
