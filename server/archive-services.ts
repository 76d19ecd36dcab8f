import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { loadCookieSecret } from "./http/cookie-secret.ts";
import { openImportStore } from "./providers/import-store.ts";
import { openStorage } from "./providers/open-storage.ts";
import type { Services } from "./services.ts";
import { createOutbox } from "./modules/jobs/mail.ts";
import { createRateLimits } from "./modules/rate-limits.ts";

/** What the site's request handling needs, for the archive's renderer in a process of its own (the
 * command): nothing it renders sends mail or counts a limit, but the load context has them. The limits
 * are kept in memory: the database's would sweep their table on a timer, which outlived the run's pool
 * ('Cannot use a pool after calling end on the pool' at the end of a long run). */
export async function archiveServices(config: Config, db: Db): Promise<Services> {
  return {
    config,
    db,
    mailer: createOutbox(db),
    limits: createRateLimits(),
    cookieSecret: await loadCookieSecret(db),
    storage: (await openStorage(config)).storage,
    imports: openImportStore(config),
    shutdown: new AbortController().signal,
  };
}
