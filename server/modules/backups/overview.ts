import { formatDateTime } from "#shared/local-time.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { listOpen } from "../jobs/queue.ts";
import { openBackupStore } from "../../providers/backup-store.ts";
import { getBackupStatus } from "./backup-job.ts";
import { formatSize } from "./describe.ts";
import { BACKUP_JOB } from "./schedule.ts";
import { getBackupSchedule } from "./schedule-settings.ts";
import type { BackupOverview } from "#shared/backups.ts";

/** What the Settings page shows of the scheduled backups (admins). */
export async function backupOverview(db: Db, config: Config): Promise<BackupOverview> {
  const [schedule, status, [next]] = await Promise.all([
    getBackupSchedule(db),
    getBackupStatus(db),
    listOpen(db, { name: BACKUP_JOB }),
  ]);
  const when = (at: Date | string) => formatDateTime(new Date(at), config.timeZone);
  return {
    schedule,
    where: config.s3
      ? openBackupStore(config).where
      : "the data directory's backups folder (DATA_DIR/backups)",
    next: next && schedule.daily ? when(next.runAt) : null,
    last: !status
      ? null
      : status.ok
        ? { ok: true, at: when(status.at), size: formatSize(status.size) }
        : { ok: false, at: when(status.at), error: status.error },
  };
}
