import type { AccountDeps } from "../../server/modules/accounts/deps.ts";
import { accountMailHandlers } from "../../server/modules/accounts/mail-jobs.ts";
import { startWorker } from "../../server/modules/jobs/worker.ts";

/** Runs the queued account-mail jobs (a reset or verification link's look-up and mail) with the
 * queue's real worker, over `deps`, until none is due; a job's failure fails the test. */
export async function settleAccountMail(deps: AccountDeps): Promise<void> {
  const errors: string[] = [];
  const worker = startWorker({
    db: deps.db,
    pollMs: 60_000,
    onError: (message) => void errors.push(message),
    handlers: accountMailHandlers(async (db) => ({ ...deps, db })),
  });
  await worker.firstRead;
  await worker.stop();
  if (errors.length) throw new Error(errors.join("\n"));
}
