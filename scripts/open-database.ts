// The configured database for a command-line script, opened the way the server opens it: the
// configuration checked (a bad value named, never printed), the embedded database's directory locked
// (one process at a time), the migrations applied.
import { ConfigError, loadConfig, type Config } from "../server/config.ts";
import {
  DatabaseOpenFailure,
  openConfiguredDatabase,
  type OpenedDatabase,
} from "../server/db/open-configured.ts";

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Opens and migrates the database; `inUse` says what to do when the server holds the data directory.
 * Answers the database and a `close` that also releases the lock. */
export async function openScriptDatabase(
  config: Config,
  inUse: (pid: number | undefined) => string,
): Promise<OpenedDatabase> {
  try {
    return await openConfiguredDatabase(config, (error) => inUse(error.pid));
  } catch (error) {
    if (error instanceof DatabaseOpenFailure) fail(error.message);
    throw error;
  }
}
