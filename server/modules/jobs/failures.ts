import { retryJobInput } from "#shared/schemas/queue.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { MAIL_JOB } from "./mail.ts";
import { listFailing, listOpen, retry, type JobState } from "./queue.ts";

/** A job whose last attempt failed, as the portal lists it: what it is (never a mail's body, which may
 * carry a link's token), why it failed, and whether the queue still retries it. */
export type FailedWork = {
  key: string;
  what: string;
  reason: string;
  attempts: number;
  /** No attempt is left: only Retry runs it again. */
  gaveUp: boolean;
  nextAttempt: Date;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** What a job is, in the admin's words. */
export function describeJob(job: Pick<JobState, "name" | "payload">): string {
  const { payload } = job;
  switch (job.name) {
    case MAIL_JOB:
      return `Mail to ${text(payload.to)}: ${text(payload.subject)}`;
    case "account-mail":
      return `${payload.purpose === "reset" ? "Password reset link" : "Verification link"} for ${text(payload.email)}`;
    case "publish":
      return "Scheduled publication";
    case "backup":
      return "Daily backup";
    case "newsletter-send":
      return "Newsletter send";
    case "newsletter-digest":
      return "Weekly digest";
    // The notifications' (issue 38): the payload names rows, not the person.
    case "notification-mail":
      return "Notification mail";
    case "notification-digest-mail":
      return "Daily digest of notifications (one person's)";
    case "notification-digest":
      return "Daily digests of notifications";
    case "school-year-start":
      return "The school year's start (the rollover is due)";
    default:
      return job.name;
  }
}

/** The failed mail and jobs (admins), oldest due first. */
export async function listFailedWork(db: Db, actor: SessionUser | null | undefined): Promise<FailedWork[]> {
  assertCan(actor, "settings");
  return (await listFailing(db)).map((job) => ({
    key: job.key,
    what: describeJob(job),
    reason: job.lastError ?? "",
    attempts: job.attempts,
    gaveUp: job.failed,
    nextAttempt: job.runAt,
  }));
}

/** Runs a failed job again at once, with all its attempts (admins). */
export async function retryFailedWork(db: Db, actor: SessionUser | null | undefined, input: unknown) {
  assertCan(actor, "settings");
  const { key } = validate(retryJobInput, input);
  return db.transaction(async (tx) => {
    const [job] = await listOpen(tx, key, { failing: true });
    if (!job || !(await retry(tx, key)))
      throw new NotFound("That job has been done or removed meanwhile: nothing to retry.");
    const what = describeJob(job);
    await recordAudit(tx, actorOf(actor), {
      action: "job-retry",
      subject: { type: "job", id: key },
      summary: what,
    });
    return { what };
  });
}
