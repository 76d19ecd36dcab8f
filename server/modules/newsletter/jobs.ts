import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../providers/mail.ts";
import { releaseLeases } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import { sendHandler } from "./deliver.ts";
import { DIGEST_JOB, digestHandler } from "./digest.ts";
import { SEND_JOB } from "./sending.ts";

export type NewsletterJobOptions = {
  mailer: Mailer;
  publicUrl: string;
  timeZone: string;
  secret: Buffer;
  onSent: () => void;
  ready?: () => boolean;
  stopping?: () => boolean;
};

/** The newsletter's job handlers, for the worker (server/main.ts). */
export function newsletterHandlers(options: NewsletterJobOptions): Record<string, JobHandler> {
  const publication = async (db: Db) => ({
    siteName: (await getSiteIdentity(db)).siteName,
    publicUrl: options.publicUrl,
    secret: options.secret,
  });
  return {
    [SEND_JOB]: sendHandler({ ...options, publication }),
    [DIGEST_JOB]: digestHandler(publication, options.timeZone),
  };
}

/** At the start of the only process on the embedded database: every job lease and every claimed
 * recipient is a dead process's, due again now (the recipient in flight may get a second mail:
 * decision 0044). */
export async function resumeAfterRestart(db: Db): Promise<void> {
  await releaseLeases(db);
  await db.execute(
    sql`update newsletter_deliveries set claimed_until = now() where status = 'sending' and claimed_until > now()`,
  );
}
