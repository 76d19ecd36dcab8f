import type { Db } from "../../db/client.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { AccountDeps } from "./deps.ts";
import { ACCOUNT_MAIL_JOB } from "./mail-queue.ts";
import { mailResetLink } from "./password-reset.ts";
import { mailVerificationAgain } from "./sign-up.ts";

/**
 * The `account-mail` job: looks the address up and, for an account that should get it, writes the link
 * and queues its mail in one transaction. It runs outside the job's own transaction, as the mailbox's
 * rate limit (kept in the database) must be read and counted beside it; a run repeated after a crash
 * finds the mailbox's limit counted and mails nothing twice. `depsIn` gives the account flows'
 * dependencies over the database.
 */
export function accountMailHandlers(depsIn: (db: Db) => Promise<AccountDeps>): Record<string, JobHandler> {
  const handler: JobHandler = async (db, job) => {
    const deps = await depsIn(db);
    const email = String(job.payload.email ?? "");
    if (job.payload.purpose === "reset") await mailResetLink(deps, email);
    else if (job.payload.purpose === "verification") await mailVerificationAgain(deps, email);
    else throw new Error(`The job ${job.key} has no known purpose.`);
  };
  return { [ACCOUNT_MAIL_JOB]: Object.assign(handler, { ownTransactions: true as const }) };
}
