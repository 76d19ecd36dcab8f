/** The scheduled backups' setting (decision 0051), as the server checks it and the portal shows it. */
export type BackupSchedule = { daily: boolean; keepDaily: number; keepWeekly: number };

/** On unless an admin turns them off: a site without a backup learns of it too late. */
export const DEFAULT_SCHEDULE: BackupSchedule = { daily: true, keepDaily: 7, keepWeekly: 4 };
export const KEEP_BOUNDS = { keepDaily: { min: 1, max: 60 }, keepWeekly: { min: 0, max: 52 } } as const;

export const SCHEDULE_LABELS = {
  daily: "Take a backup every day",
  keepDaily: "Daily copies to keep",
  keepWeekly: "Weekly copies to keep",
} as const;

/** What the Settings page shows of the scheduled backups. */
export type BackupOverview = {
  schedule: BackupSchedule;
  /** Where the scheduled copies go, in words. */
  where: string;
  /** When the next one is due, in the publication's zone, or null when none is scheduled. */
  next: string | null;
  last: { ok: true; at: string; size: string } | { ok: false; at: string; error: string } | null;
};
