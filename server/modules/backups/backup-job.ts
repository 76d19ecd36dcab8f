import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db } from "../../db/client.ts";
import type { BackupStore } from "../../providers/backup-store.ts";
import type { ClaimedJob } from "../jobs/queue.ts";
import { errorMessage, type JobHandler } from "../jobs/worker.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { backupName, backupsToDelete, takenAtOf, type Kept } from "./retention.ts";
import { getBackupSchedule } from "./schedule-settings.ts";
import { ensureBackupJob } from "./schedule.ts";
import { writeBackup, type BackupSources } from "./write-archive.ts";

/** What the portal shows of the last scheduled backup: when, and its size, or why it failed. */
export type BackupStatus =
  { ok: true; at: string; name: string; size: number } | { ok: false; at: string; error: string };

export const BACKUP_STATUS_KEY = "backups_last";

export async function getBackupStatus(db: Db): Promise<BackupStatus | null> {
  return ((await readSettings(db, [BACKUP_STATUS_KEY])).get(BACKUP_STATUS_KEY) as BackupStatus) ?? null;
}

/**
 * The daily backup (decision 0051): the archive is written to a temporary file, kept in the backups'
 * store under the instant it was taken, and the copies beyond the retention setting are deleted. The
 * outcome, or the failure's message (credentials masked), is kept for the portal; a failure is retried
 * by the queue. The next day's job is set either way.
 */
export function backupHandler(sources: BackupSources & { store: BackupStore; timeZone: string }): JobHandler {
  const run = async (db: Db, job: ClaimedJob) => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-daily-"));
    try {
      const file = path.join(dir, "backup.tar.gz");
      const manifest = await writeBackup(sources, fs.createWriteStream(file));
      const name = backupName(new Date(manifest.createdAt));
      await sources.store.save(name, file);
      const { keepDaily, keepWeekly } = await getBackupSchedule(db);
      const kept: Kept[] = (await sources.store.list()).flatMap(({ name }) => {
        const takenAt = takenAtOf(name);
        return takenAt ? [{ name, takenAt }] : [];
      });
      for (const old of backupsToDelete(kept, { daily: keepDaily, weekly: keepWeekly }))
        await sources.store.remove(old);
      const status: BackupStatus = {
        ok: true,
        at: manifest.createdAt,
        name,
        size: (await fs.promises.stat(file)).size,
      };
      await setSetting(db, BACKUP_STATUS_KEY, status);
    } catch (error) {
      const status: BackupStatus = { ok: false, at: new Date().toISOString(), error: errorMessage(error) };
      await setSetting(db, BACKUP_STATUS_KEY, status);
      throw error;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
      const { daily } = await getBackupSchedule(db);
      await ensureBackupJob(db, { daily, timeZone: sources.timeZone, running: job.key });
    }
  };
  return Object.assign(run, { ownTransactions: true as const });
}
