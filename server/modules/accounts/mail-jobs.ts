import type { Db } from "../../db/client.ts";
import type { JobHandler } from "../jobs/worker.ts";
import type { AccountDeps } from "./deps.ts";
import { ACCOUNT_MAIL_JOB } from "./mail-queue.ts";
import { mailResetLink } from "./password-reset.ts";
import { mailVerificationAgain } from "./sign-up.ts";

/**
 * The `account-mail` job: looks the address up and, for an account that should get it, issues the link
 * and queues its mail, all in the job's transaction (a crash leaves the job to run again, nothing half
 * done). `depsIn` gives the account flows' dependencies over that transaction.
 */
export function accountMailHandlers(depsIn: (tx: Db) => Promise<AccountDeps>): Record<string, JobHandler> {
  return {
    [ACCOUNT_MAIL_JOB]: async (tx, job) => {
      const deps = await depsIn(tx);
      const email = String(job.payload.email ?? "");
      if (job.payload.purpose === "reset") await mailResetLink(deps, email);
      else if (job.payload.purpose === "verification") await mailVerificationAgain(deps, email);
      else throw new Error(`The job ${job.key} has no known purpose.`);
    },
  };
}
