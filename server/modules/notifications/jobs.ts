import type { Db } from "../../db/client.ts";
import type { HandingMailer } from "../../providers/mail.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { getSiteIdentity } from "../settings/site-settings.ts";
import { DIGEST_DAY_JOB, DIGEST_MAIL_JOB, gatherDigests } from "./digest.ts";
import { digestMail, notificationMail, type MailCtx } from "./mails.ts";
import { NOTIFICATION_MAIL_JOB } from "./notify.ts";
import { sendOnce, type Waiting } from "./send.ts";

export type NotificationJobOptions = { mailer: HandingMailer; publicUrl: string; timeZone: string };

const idsOf = (payload: Record<string, unknown>): string[] =>
  Array.isArray(payload.ids) ? payload.ids.map(String) : typeof payload.id === "string" ? [payload.id] : [];

/** The notifications' job handlers, for the worker (server/main.ts): a mail at once, the daily
 * gathering of the digests, and one person's digest. */
export function notificationHandlers({
  mailer,
  publicUrl,
  timeZone,
}: NotificationJobOptions): Record<string, JobHandler> {
  const ctx = async (db: Db): Promise<MailCtx> => ({
    siteName: (await getSiteIdentity(db)).siteName,
    publicUrl,
    timeZone,
  });
  // Each mark commits on its own (./send.ts): these run outside the job's transaction.
  const sender = (from: Waiting): JobHandler =>
    Object.assign(
      async (db: Db, job: ClaimedJob) => {
        const site = await ctx(db);
        await sendOnce(db, job, {
          ids: idsOf(job.payload),
          from,
          mailer,
          compose: (to, told) =>
            from === "queued" ? notificationMail(site, to, told[0]!) : digestMail(site, to, told),
        });
      },
      { ownTransactions: true as const },
    );
  const gather: JobHandler = async (tx) => {
    await gatherDigests(tx, timeZone);
  };
  return {
    [NOTIFICATION_MAIL_JOB]: sender("queued"),
    [DIGEST_MAIL_JOB]: sender("digest"),
    [DIGEST_DAY_JOB]: gather,
  };
}
