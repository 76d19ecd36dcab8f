import type { Background } from "./background.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { RateLimits } from "./modules/rate-limits.ts";
import type { Mailer } from "./providers/mail.ts";
import type { Storage } from "./providers/storage.ts";

/** What every request handler may use: created once at start-up, handed to React Router's loaders and
 * actions as the load context. */
export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  /** Signs cookies the client must not forge (server/http/cookie-secret.ts). */
  cookieSecret: Buffer;
  /** Uploaded images. */
  storage: Storage;
  /** Work done after the answer (mail); awaited at shutdown. */
  background: Background;
  /** Aborted when the server begins to stop: long work (an import) cancels itself cleanly on it. */
  shutdown: AbortSignal;
};
