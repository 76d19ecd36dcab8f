import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { enqueue } from "../jobs/queue.ts";

/** The job that looks an address up and mails it a link (./mail-jobs.ts runs it). */
export const ACCOUNT_MAIL_JOB = "account-mail";
export type AccountMailPurpose = "reset" | "verification";

/** Queues the look-up and mail of a reset or verification link for `email`: one job, whatever the
 * address turns out to be. */
export async function queueAccountMail(db: Db, purpose: AccountMailPurpose, email: string): Promise<void> {
  await enqueue(db, {
    name: ACCOUNT_MAIL_JOB,
    key: `${ACCOUNT_MAIL_JOB}:${randomUUID()}`,
    payload: { purpose, email },
  });
}
