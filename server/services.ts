import type { Background } from "./background.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { RateLimits } from "./http/rate-limits.ts";
import type { Mailer } from "./providers/mail.ts";

/** What every request handler may use: created once at start-up, handed to React Router's loaders and
 * actions as the load context. */
export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  /** Work done after the answer (mail); awaited at shutdown. */
  background: Background;
};
