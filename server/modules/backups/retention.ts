import { tz } from "@date-fns/tz";
import { getISOWeek, getISOWeekYear } from "date-fns";

/**
 * Which scheduled backups to keep (decision 0051): the newest of each of the last `daily` days that
 * have one, and the newest of each of the last `weekly` ISO weeks that have one; the rest are deleted.
 * Days and weeks are UTC's, as the backups' names are.
 */
export type Retention = { daily: number; weekly: number };

export type Kept = { name: string; takenAt: Date };

const UTC = tz("UTC");

/** An instant's ISO week, e.g. 2026-W48 (the week of its Thursday, weeks starting on Monday), in UTC. */
export function isoWeek(instant: Date): string {
  const week = getISOWeek(instant, { in: UTC });
  return `${getISOWeekYear(instant, { in: UTC })}-W${String(week).padStart(2, "0")}`;
}

const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The newest backup of each period (by `periodOf`), for the newest `count` periods. */
function newestPerPeriod(newestFirst: Kept[], count: number, periodOf: (at: Date) => string): Set<string> {
  const kept = new Set<string>();
  const periods = new Set<string>();
  for (const backup of newestFirst) {
    const period = periodOf(backup.takenAt);
    if (periods.has(period)) continue;
    if (periods.size === count) break;
    periods.add(period);
    kept.add(backup.name);
  }
  return kept;
}

/** The names of the backups to delete. */
export function backupsToDelete(backups: Kept[], { daily, weekly }: Retention): string[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set([
    ...newestPerPeriod(newestFirst, daily, utcDay),
    ...newestPerPeriod(newestFirst, weekly, isoWeek),
  ]);
  return newestFirst.filter((backup) => !kept.has(backup.name)).map((backup) => backup.name);
}

/** A scheduled backup's name for the instant it was taken, and that instant read back from a name. */
export const backupName = (takenAt: Date) =>
  `borderland-${takenAt.toISOString().slice(0, 19).replace(/:/g, "-")}Z.tar.gz`;

export function takenAtOf(name: string): Date | null {
  const match = /^borderland-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.tar\.gz$/.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : null;
}
