import { and, eq, isNull } from "drizzle-orm";
import { parseLocalDateTime } from "#shared/local-time.ts";
import { schoolYearOf, type SchoolYearSetting } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { cancel, enqueue, listOpen } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { notify } from "../notifications/notify.ts";
import { rolloverYears } from "./rollover-preview.ts";
import { getSchoolYearSetting, schoolYear } from "./setting.ts";

/**
 * The school year's start (issue 40, decision 0067): at 00:00 on the 1st of the start month, on the
 * publication's calendar, a queued job tells every admin that the rollover is due (the inbox and, by
 * their choice, mail), once per school year, and queues itself for the next year's start. The job's key
 * names the year it starts, so processes starting together queue one between them; the notification's
 * event key names it too, so a job run twice tells nobody twice.
 */

export const YEAR_START_JOB = "school-year-start";
export const ROLLOVER_PATH = "/admin/dashboard/rollover";

/** 'The 2026–27 school year has begun: review the rollover' */
export const yearBegunText = (name: string) => `The ${name} school year has begun: review the rollover`;

/** The first instant of the school year `start`: 00:00 on the 1st of the start month in `timeZone`. */
export function yearStartAt(start: number, startMonth: number, timeZone: string): Date {
  const at = parseLocalDateTime(`${start}-${String(startMonth).padStart(2, "0")}-01T00:00`, timeZone);
  if (!at) throw new Error(`No start of ${start} in month ${startMonth}`);
  return at;
}

/** The next school year's start after `now`, and its job's key. */
export function nextYearStart(now: Date, startMonth: number, timeZone: string) {
  const year = schoolYearOf(now, startMonth, timeZone) + 1;
  return { year, runAt: yearStartAt(year, startMonth, timeZone), key: `${YEAR_START_JOB}:${year}` };
}

type Options = { timeZone: string; now?: Date };

/** At start (and as the job ends): the next year's start waits in the queue, unless a start job
 * waits already (an overdue one runs at the queue's first read). `running`: the job that calls it. */
export async function ensureYearStartJob(
  db: Db,
  { timeZone, now = new Date(), running }: Options & { running?: string },
): Promise<void> {
  const [waiting] = await listOpen(db, { name: YEAR_START_JOB, exceptKey: running });
  if (waiting) return;
  const { startMonth } = await getSchoolYearSetting(db);
  const { year, ...job } = nextYearStart(now, startMonth, timeZone);
  await enqueue(db, { name: YEAR_START_JOB, ...job, payload: { year } });
}

/** The start month changed (in the setting's transaction): the waiting job moves to the new start. */
export async function moveYearStartJob(
  tx: Db,
  setting: SchoolYearSetting,
  { timeZone, now = new Date() }: Options,
): Promise<void> {
  await cancel(tx, { name: YEAR_START_JOB });
  const { year, ...job } = nextYearStart(now, setting.startMonth, timeZone);
  await enqueue(tx, { name: YEAR_START_JOB, ...job, payload: { year } });
}

/** Whether the year `start` has begun without its rollover: the masthead in force is an earlier
 * year's and no rollover into it stands. A publication with no masthead yet has none to roll over. */
export async function rolloverDue(db: Db, start: number): Promise<boolean> {
  return (await rolloverYears(db, start)).fromYear < start;
}

/** Tells every active admin, once for the year, that its rollover is due. Returns how many were told. */
export async function announceYearStart(tx: Db, start: number): Promise<number> {
  if (!(await rolloverDue(tx, start))) return 0;
  const { name } = schoolYear(start, await getSchoolYearSetting(tx));
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)));
  return notify(tx, {
    kind: "rollover-due",
    eventKey: `rollover-due:${start}`,
    userIds: admins.map((a) => a.id),
    title: yearBegunText(name),
    body: "Its preview lists who graduates, with their roles, open drafts and assignments. Nothing changes until you confirm.",
    link: ROLLOVER_PATH,
  });
}

/** The job's handler: tells the admins, then queues the next year's start. `now` for tests. */
export function yearStartHandler({ timeZone, now }: Options): JobHandler {
  return async (tx, job) => {
    const start = Number(job.payload.year);
    let after = now ?? new Date();
    if (Number.isInteger(start)) {
      await announceYearStart(tx, start);
      // Run a moment early by this process's clock, it still queues the year after its own.
      const { startMonth } = await getSchoolYearSetting(tx);
      const begun = yearStartAt(start, startMonth, timeZone);
      if (begun > after) after = begun;
    }
    await ensureYearStartJob(tx, { timeZone, now: after, running: job.key });
  };
}
