import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { ensureBackupJob } from "./schedule.ts";
import { DEFAULT_SCHEDULE, KEEP_BOUNDS, SCHEDULE_LABELS, type BackupSchedule } from "#shared/backups.ts";

export const BACKUP_SCHEDULE_KEY = "backups_schedule";

const keepMessage = (field: keyof typeof KEEP_BOUNDS) =>
  `Enter a whole number from ${KEEP_BOUNDS[field].min} to ${KEEP_BOUNDS[field].max}.`;

export async function getBackupSchedule(db: Db): Promise<BackupSchedule> {
  const stored = (await readSettings(db, [BACKUP_SCHEDULE_KEY])).get(BACKUP_SCHEDULE_KEY);
  return { ...DEFAULT_SCHEDULE, ...(stored as Partial<BackupSchedule> | undefined) };
}

function parseKeep(value: unknown, field: keyof typeof KEEP_BOUNDS, fields: Record<string, string>) {
  const text = typeof value === "string" ? value.trim() : "";
  const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  const { min, max } = KEEP_BOUNDS[field];
  if (!(n >= min && n <= max)) fields[field] = keepMessage(field);
  return n;
}

/**
 * Saves the schedule (admins: capability `backups`), after checking every value, and in the same
 * transaction records the change in the audit log and sets the next backup's job on the queue or
 * removes it.
 */
export async function saveBackupSchedule(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<BackupSchedule> {
  assertCan(actor, "backups");
  const fields: Record<string, string> = {};
  const schedule: BackupSchedule = {
    daily: input.daily === "on" || input.daily === "true",
    keepDaily: parseKeep(input.keepDaily, "keepDaily", fields),
    keepWeekly: parseKeep(input.keepWeekly, "keepWeekly", fields),
  };
  if (Object.keys(fields).length) throw new Invalid("Please correct the backup settings.", fields);
  const before = await getBackupSchedule(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, BACKUP_SCHEDULE_KEY, schedule);
    await auditSettings(
      tx,
      actor,
      (["daily", "keepDaily", "keepWeekly"] as const).map((key) => ({
        label: SCHEDULE_LABELS[key],
        from: before[key],
        to: schedule[key],
        shown: true,
      })),
    );
    await ensureBackupJob(tx, { daily: schedule.daily, timeZone, now });
  });
  return schedule;
}
