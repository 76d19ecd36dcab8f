import type { Background } from "../../background.ts";
import type { Db } from "../../db/client.ts";
import type { RateLimits } from "../rate-limits.ts";
import type { Mailer } from "../../providers/mail.ts";

/** What the account flows need from the outside. */
export type AccountDeps = {
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  background: Background;
  publicUrl: string;
  siteName: string;
};
