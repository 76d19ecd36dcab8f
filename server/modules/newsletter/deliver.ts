import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import type { Mailer } from "../../providers/mail.ts";
import { runFanOut, type FanOut } from "../jobs/fan-out.ts";
import { enqueue, stillHeld, type ClaimedJob } from "../jobs/queue.ts";
import { errorMessage, type JobHandler } from "../jobs/worker.ts";
import { recipientMail } from "./issue-mail.ts";
import { unsubscribeToken, unsubscribeUrl } from "./links.ts";
import { getNewsletterSettings } from "./newsletter-settings.ts";
import { contactAddress, SEND_JOB, sendJobKey } from "./sending.ts";
import type { Publication } from "./subscriptions.ts";

/** One run of the send job mails for at most this long, then queues the next run (another process may
 * take it). */
export const BATCH_MS = 10_000;
/** Mails in flight at once (each on its own SMTP connection), within the rate. */
export const SEND_LANES = 4;
/** A recipient's mail is tried this many times, waiting 30 s, 60 s, 120 s, … between tries. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
/** Recipients one lane reserves at once. */
const LANE_BATCH = 10;
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
type Delivery = { id: string; subscriptionId: string; email: string; attempts: number };

/** Keeps the failure; retried after a backoff, or failed for good after the last attempt. */
async function markFailed(db: Db, id: string, attempts: number, message: string) {
  const delay = RETRY_BASE_SECONDS * 2 ** (attempts - 1);
  const last = attempts >= MAX_DELIVERY_ATTEMPTS;
  await db.execute(sql`
    update newsletter_deliveries set status = ${last ? "failed" : "pending"}, claimed_by = null,
      last_error = ${message.slice(0, 500)}, next_attempt_at = now() + make_interval(secs => ${delay})
    where id = ${id}`);
}

/** When the next recipient of an issue is due, or null when none is left. */
async function nextDue(db: Db, issueId: string): Promise<Date | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select min(next_attempt_at) as at from newsletter_deliveries
      where issue_id = ${issueId} and status = 'pending'`),
  );
  return row?.at ? new Date(String(row.at)) : null;
}

/**
 * An issue's deliveries as the queue's fan-out (../jobs/fan-out.ts) sees them: rows reserved for the
 * send job's claim (`claimed_by`), each marked 'sending' before its mail and 'sent' right after. A row
 * an earlier claim left 'sending' is its dead sender's: its mail may have gone (decision 0044), so it
 * becomes 'uncertain' for an admin to resolve (decision 0060) rather than be sent again.
 */
function deliveries(db: Db, issueId: string, mail: (row: Delivery) => Promise<void>): FanOut<Delivery> {
  return {
    async settleDead(job) {
      await db.execute(sql`
        update newsletter_deliveries set status = 'uncertain', claimed_by = null
        where issue_id = ${issueId} and status = 'sending' and claimed_by is distinct from ${job.token}::uuid`);
    },
    async claimBatch(job, limit) {
      const rows = rowsOf(
        await db.execute(sql`
          update newsletter_deliveries set claimed_by = ${job.token}
          where id in (
            select id from newsletter_deliveries
            where issue_id = ${issueId} and status = 'pending' and next_attempt_at <= now()
              and claimed_by is distinct from ${job.token}::uuid
            order by next_attempt_at, id limit ${limit}
            for update skip locked)
            and ${stillHeld(job)}
          returning id, subscription_id, email, attempts`),
      );
      return rows.map((row) => ({
        id: String(row.id),
        subscriptionId: String(row.subscription_id),
        email: String(row.email),
        attempts: Number(row.attempts) + 1,
      }));
    },
    async markSending(job, row) {
      const marked = await db.execute(sql`
        update newsletter_deliveries set status = 'sending', attempts = attempts + 1
        where id = ${row.id} and status = 'pending' and claimed_by = ${job.token}::uuid and ${stillHeld(job)}
        returning id`);
      return rowsOf(marked).length > 0;
    },
    send: mail,
    async markSent(row) {
      await db.execute(
        sql`update newsletter_deliveries set status = 'sent', sent_at = now(), claimed_by = null, last_error = null where id = ${row.id}`,
      );
    },
    markFailed: (row, message) => markFailed(db, row.id, row.attempts, message),
    async unreserve(job) {
      await db.execute(sql`
        update newsletter_deliveries set claimed_by = null
        where issue_id = ${issueId} and status = 'pending' and claimed_by = ${job.token}::uuid`);
    },
  };
}

export type SendOptions = {
  mailer: Mailer;
  publication: (db: Db) => Promise<Publication>;
  /** The issue is sent: drop the archive's cached pages. */
  onSent: () => void;
  /** False until the server listens: a send waits a second rather than hold up the start. */
  ready?: () => boolean;
  /** The process is stopping: end the batch early (what is left stays due). */
  stopping?: () => boolean;
  sleep?: (ms: number) => Promise<void>;
};

const wait = async (ms: number) => {
  if (ms > 0) await new Promise<void>((resolve) => setTimeout(resolve, ms));
};

/**
 * The send job (decisions 0044 and 0060): the parent job of a fan-out that mails an issue's due
 * recipients at the configured rate, each marked 'sending' in its own statement before its mail and
 * 'sent' in its own statement right after, so that a crash leaves at most one recipient a lane
 * 'uncertain'. Runs outside the job's transaction (each mark must commit at once); then queues its
 * next run, or marks the issue sent.
 */
export function sendHandler(options: SendOptions): JobHandler {
  const { mailer, onSent, stopping = () => false, sleep = wait } = options;
  const handler: JobHandler = async (db: Db, job: ClaimedJob) => {
    const issueId = String(job.payload.issueId);
    if (options.ready && !options.ready()) {
      await enqueue(db, {
        name: SEND_JOB,
        key: sendJobKey(issueId),
        runAt: new Date(Date.now() + 1000),
        payload: { issueId },
      });
      return;
    }
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).limit(1);
    // A sent issue runs again when an admin resends its uncertain deliveries.
    if (!issue || issue.status === "draft") return;
    const [{ sendRate }, pub, contact] = await Promise.all([
      getNewsletterSettings(db),
      options.publication(db),
      contactAddress(db),
    ]);
    const rendered = { html: issue.html ?? "", text: issue.text ?? "" };
    const mail = async (row: Delivery) => {
      const url = unsubscribeUrl(pub.publicUrl, unsubscribeToken(pub.secret, row.subscriptionId));
      await mailer.send(recipientMail(rendered, issue.subject, row.email, url, contact));
    };
    const slot = await runFanOut(job, deliveries(db, issueId, mail), {
      lanes: SEND_LANES,
      batch: LANE_BATCH,
      interval: 60_000 / sendRate,
      runMs: BATCH_MS,
      stopping,
      sleep,
      errorMessage,
    });
    const next = await nextDue(db, issueId);
    if (next) {
      const runAt = new Date(Math.max(next.getTime(), slot));
      await enqueue(db, { name: SEND_JOB, key: sendJobKey(issueId), runAt, payload: { issueId } });
      return;
    }
    await db
      .update(newsletterIssues)
      .set({ status: "sent", sentAt: new Date() })
      .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "sending")));
    return onSent;
  };
  return Object.assign(handler, { ownTransactions: true as const });
}
