import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { RateLimits } from "./modules/rate-limits.ts";
import type { Outbox } from "./modules/jobs/mail.ts";
import type { ImportStore } from "./providers/import-store.ts";
import type { Storage } from "./providers/storage.ts";

/** What every request handler may use: created once at start-up, handed to React Router's loaders and
 * actions as the load context. */
export type Services = {
  config: Config;
  db: Db;
  /** Queues every mail the site sends (server/modules/jobs/mail.ts): the queue's worker sends it. */
  mailer: Outbox;
  limits: RateLimits;
  /** Signs cookies the client must not forge (server/http/cookie-secret.ts). */
  cookieSecret: Buffer;
  /** Uploaded images. */
  storage: Storage;
  /** Exports uploaded in Settings → Import, in parts, until their import ends (decision 0070). */
  imports: ImportStore;
  /** Aborted when the server begins to stop: long work (an import) cancels itself cleanly on it. */
  shutdown: AbortSignal;
};
