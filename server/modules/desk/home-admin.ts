import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { getBackupStatus } from "../backups/backup-job.ts";
import { formatSize } from "../backups/describe.ts";
import { describeJob } from "../jobs/failures.ts";
import { listFailing } from "../jobs/queue.ts";
import { listPendingInvitations } from "../staff/invitations.ts";
import { bounded, HOME_ROWS, rowsOf, type Bounded } from "./home-rows.ts";

/** A job whose last attempt failed: what it is and why (never a mail's body). */
export type FailedJob = { key: string; what: string; reason: string; gaveUp: boolean };

export type LastBackup = { ok: true; at: Date; size: string } | { ok: false; at: Date; error: string };

export type PendingInvitation = { id: string; name: string; email: string; role: string; expired: boolean };

export type AdminHome = {
  /** The queue's problems: failed jobs and mail, and newsletter mail a crash left uncertain. */
  failed?: Bounded<FailedJob>;
  /** How many newsletter deliveries are uncertain, counted up to UNCERTAIN_COUNTED. */
  uncertain?: number;
  /** The last scheduled backup, or null before the first. */
  backup?: LastBackup | null;
  invitations?: Bounded<PendingInvitation>;
};

/** Uncertain deliveries are counted up to this: past it the figure reads '100 or more'. */
export const UNCERTAIN_COUNTED = 100;

async function countUncertain(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from (
      select 1 from newsletter_deliveries where status = 'uncertain' limit ${UNCERTAIN_COUNTED}
    ) u`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

async function lastBackup(db: Db): Promise<LastBackup | null> {
  const status = await getBackupStatus(db);
  if (!status) return null;
  return status.ok
    ? { ok: true, at: new Date(status.at), size: formatSize(status.size) }
    : { ok: false, at: new Date(status.at), error: status.error };
}

/** The admin's part of the home (issue 38): the queue's problems and the last backup (the settings
 * capability), and the invitations nobody has answered yet (the staff capability). */
export async function adminHome(db: Db, actor: SessionUser): Promise<AdminHome> {
  const settings = can(actor.role, "settings");
  const staff = can(actor.role, "staff");
  const [failing, uncertain, backup, invitations] = await Promise.all([
    settings ? listFailing(db, HOME_ROWS + 1) : undefined,
    settings ? countUncertain(db) : undefined,
    settings ? lastBackup(db) : undefined,
    staff ? listPendingInvitations(db, actor) : undefined,
  ]);
  return {
    ...(failing
      ? {
          failed: bounded(
            failing.map((job) => ({
              key: job.key,
              what: describeJob(job),
              reason: job.lastError ?? "",
              gaveUp: job.failed,
            })),
          ),
        }
      : {}),
    ...(uncertain !== undefined ? { uncertain } : {}),
    ...(backup !== undefined ? { backup } : {}),
    ...(invitations
      ? {
          invitations: bounded(
            invitations.slice(0, HOME_ROWS + 1).map((i) => ({
              id: i.id,
              name: i.name,
              email: i.email,
              role: i.role,
              expired: i.expired,
            })),
          ),
        }
      : {}),
  };
}
