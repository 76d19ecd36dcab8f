import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import type { Mailer } from "../../providers/mail.ts";
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
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Claims the next due recipient of an issue for the send job's claim (committed at once, before the
 * mail goes), only while that claim still holds the job. A row left 'sending' under an earlier claim
 * is its dead sender's (the claim holding the job now is this one): it is due again at once, the
 * mail may have gone (decision 0044).
 */
async function claimOne(db: Db, issueId: string, job: ClaimedJob) {
  const [row] = rowsOf(
    await db.execute(sql`
      update newsletter_deliveries set status = 'sending', attempts = attempts + 1, claimed_by = ${job.token}
      where id = (
        select id from newsletter_deliveries
        where issue_id = ${issueId} and next_attempt_at <= now()
          and (status = 'pending' or (status = 'sending' and claimed_by is distinct from ${job.token}::uuid))
        order by next_attempt_at, id limit 1
        for update skip locked)
        and ${stillHeld(job)}
      returning id, subscription_id, email, attempts`),
  );
  return row
    ? {
        id: String(row.id),
        subscriptionId: String(row.subscription_id),
        email: String(row.email),
        attempts: Number(row.attempts),
      }
    : null;
}

/** Marks one recipient sent: the statement right after the SMTP server accepted their mail. */
const markSent = (db: Db, id: string) =>
  db.execute(
    sql`update newsletter_deliveries set status = 'sent', sent_at = now(), claimed_by = null, last_error = null where id = ${id}`,
  );

/** Keeps the failure; retried after a backoff, or failed for good after the last attempt. */
async function markFailed(db: Db, id: string, attempts: number, message: string) {
  const delay = RETRY_BASE_SECONDS * 2 ** (attempts - 1);
  const last = attempts >= MAX_DELIVERY_ATTEMPTS;
  await db.execute(sql`
    update newsletter_deliveries set status = ${last ? "failed" : "pending"}, claimed_by = null,
      last_error = ${message.slice(0, 500)}, next_attempt_at = now() + make_interval(secs => ${delay})
    where id = ${id}`);
}

/** When the next recipient of an issue is due, or null when none is left. Once this run's lanes are
 * done, a row still 'sending' is a dead sender's: due now. */
async function nextDue(db: Db, issueId: string): Promise<Date | null> {
  const [row] = rowsOf(
    await db.execute(sql`
      select min(case when status = 'sending' then now() else next_attempt_at end) as at
      from newsletter_deliveries where issue_id = ${issueId} and status in ('pending', 'sending')`),
  );
  return row?.at ? new Date(String(row.at)) : null;
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
 * The send job (decision 0044): mails an issue's due recipients one at a time at the configured rate,
 * each claimed in its own statement before its mail and marked sent in its own statement right after,
 * so that a crash leaves at most the recipient in flight unsure. Runs outside the job's transaction
 * (each mark must commit at once); then queues its next run, or marks the issue sent.
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
    if (!issue || issue.status !== "sending") return;
    const [{ sendRate }, pub, contact] = await Promise.all([
      getNewsletterSettings(db),
      options.publication(db),
      contactAddress(db),
    ]);
    const rendered = { html: issue.html ?? "", text: issue.text ?? "" };
    const interval = 60_000 / sendRate;
    const started = Date.now();
    let slot = started;
    /** One lane: waits for its turn at the rate, claims a recipient, mails them, marks the row. */
    const lane = async () => {
      while (!stopping()) {
        const at = slot;
        // The next slot past this run's end is the next run's (the rate holds across runs).
        if (at - started >= BATCH_MS || Date.now() - started >= BATCH_MS) return;
        slot += interval;
        await sleep(at - Date.now());
        const row = await claimOne(db, issueId, job);
        if (!row) return;
        const url = unsubscribeUrl(pub.publicUrl, unsubscribeToken(pub.secret, row.subscriptionId));
        try {
          await mailer.send(recipientMail(rendered, issue.subject, row.email, url, contact));
        } catch (error) {
          await markFailed(db, row.id, row.attempts, errorMessage(error));
          continue;
        }
        await markSent(db, row.id);
      }
    };
    await Promise.all(Array.from({ length: SEND_LANES }, lane));
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
