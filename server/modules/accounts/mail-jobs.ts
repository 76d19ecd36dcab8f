import type { Db } from "../../db/client.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { AccountDeps } from "./deps.ts";
import { ACCOUNT_MAIL_JOB } from "./mail-queue.ts";
import { mailResetLink } from "./password-reset.ts";
import { mailVerificationAgain } from "./sign-up.ts";

/**
 * The `account-mail` job: looks the address up and, for an account that should get it, writes the link
 * and queues its mail in one transaction. It runs outside the job's own transaction, as the mailbox's
 * rate limit (kept in the database) must be read and counted beside it. A run repeated after a crash
 * or a failure (its second attempt) is the same request and does not count the mailbox again: a crash
 * between the count and the link's transaction loses no mail, and one after that transaction, before
 * the job was marked, mails a second link (decision 0060: a duplicate link is harmless, a lost one locks
 * a reader out). `depsIn` gives the account flows' dependencies over the database.
 */
export function accountMailHandlers(depsIn: (db: Db) => Promise<AccountDeps>): Record<string, JobHandler> {
  const handler: JobHandler = async (db, job) => {
    const deps = await depsIn(db);
    const email = String(job.payload.email ?? "");
    const retried = job.attempts > 1;
    if (job.payload.purpose === "reset") await mailResetLink(deps, email, retried);
    else if (job.payload.purpose === "verification") await mailVerificationAgain(deps, email, retried);
    else throw new Error(`The job ${job.key} has no known purpose.`);
  };
  return { [ACCOUNT_MAIL_JOB]: Object.assign(handler, { ownTransactions: true as const }) };
}
