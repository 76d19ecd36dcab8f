import { localDateTimeValue, parseLocalDateTime } from "#shared/local-time.ts";
import type { Db } from "../../db/client.ts";
import { cancel, enqueue, listOpen } from "../jobs/queue.ts";

/** The queue's job that takes the day's backup (./backup-job.ts). */
export const BACKUP_JOB = "backup";

/** The hour of the publication's day at which the daily backup is taken: the quietest. */
export const BACKUP_HOUR = "03:00";

/**
 * The next daily backup after `now`: 03:00 in the publication's time zone, and its job's key, which
 * names that day, so that processes starting together enqueue one job between them.
 */
export function nextBackup(now: Date, timeZone: string): { runAt: Date; key: string } {
  const today = localDateTimeValue(now, timeZone).slice(0, 10);
  for (const offset of [0, 1, 2]) {
    const [y, m, d] = today.split("-").map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
    const runAt = parseLocalDateTime(`${day}T${BACKUP_HOUR}`, timeZone);
    if (runAt && runAt > now) return { runAt, key: `${BACKUP_JOB}:${day}` };
  }
  throw new Error(`No ${BACKUP_HOUR} follows ${now.toISOString()} in ${timeZone}`);
}

/**
 * Keeps the queue as the schedule says: with daily backups on, one unfinished backup job (the next
 * one, unless one is already waiting: an overdue one is run by the queue's first read at start); with
 * them off, none. `running` is the key of the backup job that calls it, about to be finished.
 */
export async function ensureBackupJob(
  db: Db,
  {
    daily,
    timeZone,
    now = new Date(),
    running,
  }: { daily: boolean; timeZone: string; now?: Date; running?: string },
): Promise<void> {
  const open = { name: BACKUP_JOB, exceptKey: running };
  if (!daily) {
    await cancel(db, open);
    return;
  }
  const [waiting] = await listOpen(db, open);
  if (!waiting) await enqueue(db, { name: BACKUP_JOB, ...nextBackup(now, timeZone) });
}
