import type { Db } from "../../db/client.ts";
import type { Outbox } from "../jobs/mail.ts";
import type { RateLimits } from "../rate-limits.ts";

/** What the account flows need from the outside. */
export type AccountDeps = {
  db: Db;
  /** Queues each mail (server/modules/jobs/mail.ts), in the transaction given with it. */
  mailer: Outbox;
  limits: RateLimits;
  publicUrl: string;
  siteName: string;
};
