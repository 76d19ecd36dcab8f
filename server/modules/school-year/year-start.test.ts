import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { parseLocalDateTime } from "#shared/local-time.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { notifications, people } from "../../db/schema.ts";
import { listOpen } from "../jobs/queue.ts";
import { startWorker } from "../jobs/worker.ts";
import { NOTIFICATION_MAIL_JOB } from "../notifications/notify.ts";
import { setTermFromPerson } from "./mastheads.ts";
import { performRollover } from "./rollover.ts";
import { lastRollover, undoRollover } from "./rollover-undo.ts";
import { saveSchoolYearSetting } from "./save-setting.ts";
import { dismissYearStartNotice, yearStartNotice } from "./year-start-notice.ts";
import { ensureYearStartJob, YEAR_START_JOB, yearStartHandler } from "./year-start.ts";

/** The publication's clock: the year starts at midnight in Kolkata, 18:30 UTC the day before. */
const TZ = "Asia/Kolkata";
const at = (local: string) => parseLocalDateTime(local, TZ)!;
const JULY_2026 = at("2026-07-15T09:00");
const BEGUN = "The 2026–27 school year has begun: review the rollover";
const waiting = (db: Parameters<typeof listOpen>[0]) => listOpen(db, { name: YEAR_START_JOB });

describeEachEngine("the school year's start", ({ db }) => {
  it("tells every admin once that the rollover is due, queues the next start, and shows the notice until done or dismissed", async () => {
    const [admin, second, editor] = [
      await member(db(), "admin"),
      await member(db(), "admin"),
      await member(db(), "editor"),
    ];
    const [person] = await db()
      .insert(people)
      .values({
        name: "Ana Year",
        slug: "ana-year",
        classYear: "Class of 2030",
        title: "Editor",
        onMasthead: true,
      })
      .returning();
    await setTermFromPerson(db(), person!, 2025);

    // At start, twice (a restart, or two processes): one job, at 00:00 on 1 August in Kolkata.
    await ensureYearStartJob(db(), { timeZone: TZ, now: JULY_2026 });
    await ensureYearStartJob(db(), { timeZone: TZ, now: JULY_2026 });
    expect((await waiting(db())).map((j) => [j.key, j.runAt.toISOString()])).toEqual([
      [`${YEAR_START_JOB}:2026`, "2026-07-31T18:30:00.000Z"],
    ]);
    expect(await yearStartNotice(db(), admin, { timeZone: TZ, now: JULY_2026 })).toBeNull();

    // The job runs (its time has passed on the real clock); its clock says it is just past midnight.
    const errors: string[] = [];
    const worker = startWorker({
      db: db(),
      handlers: {
        [YEAR_START_JOB]: yearStartHandler({ timeZone: TZ, now: at("2026-08-01T00:00") }),
        [NOTIFICATION_MAIL_JOB]: async () => {},
      },
      onError: (message) => errors.push(message),
    });
    await worker.firstRead;
    await worker.poll();
    await worker.stop();
    expect(errors).toEqual([]);
    const told = await db().select().from(notifications).where(eq(notifications.kind, "rollover-due"));
    expect(told.map((n) => n.userId).sort()).toEqual([admin.id, second.id].sort());
    expect(told[0]).toMatchObject({ title: BEGUN, link: "/admin/dashboard/rollover", mailState: "queued" });
    expect((await waiting(db())).map((j) => [j.key, j.runAt.toISOString()])).toEqual([
      [`${YEAR_START_JOB}:2027`, "2027-07-31T18:30:00.000Z"],
    ]);
    // Run again (a crash before its end was recorded): nobody is told twice.
    await db().transaction((tx) =>
      yearStartHandler({ timeZone: TZ, now: at("2026-08-01T00:05") })(tx, {
        id: "x",
        name: YEAR_START_JOB,
        key: `${YEAR_START_JOB}:2026`,
        attempts: 2,
        token: "t",
        payload: { year: 2026 },
      }),
    );
    expect(
      await db().select().from(notifications).where(eq(notifications.kind, "rollover-due")),
    ).toHaveLength(2);

    // The portal's notice: admins only, until the rollover is done (an undo brings it back) or dismissed.
    const august = { timeZone: TZ, now: at("2026-08-10T12:00") };
    expect(await yearStartNotice(db(), admin, august)).toEqual({ year: 2026, text: BEGUN });
    expect(await yearStartNotice(db(), editor, august)).toBeNull();
    await performRollover(db(), admin, { fromYear: "2025" }, august.now);
    expect(await yearStartNotice(db(), admin, august)).toBeNull();
    await undoRollover(db(), admin, { id: (await lastRollover(db(), admin))!.id }, august.now);
    expect(await yearStartNotice(db(), admin, august)).toEqual({ year: 2026, text: BEGUN });
    await expect(dismissYearStartNotice(db(), editor, { year: "2026" })).rejects.toMatchObject({
      name: "Forbidden",
    });
    await dismissYearStartNotice(db(), second, { year: "2026" });
    expect(await yearStartNotice(db(), admin, august)).toBeNull();
  });

  it("moves the waiting job when the start month changes", async () => {
    const admin = await member(db(), "admin");
    await ensureYearStartJob(db(), { timeZone: TZ, now: JULY_2026 });
    const calendar = { timeZone: TZ, now: JULY_2026 };
    await saveSchoolYearSetting(db(), admin, { startMonth: "9", form: "2025–26" }, calendar);
    expect((await waiting(db())).map((j) => [j.key, j.runAt.toISOString()])).toEqual([
      [`${YEAR_START_JOB}:2026`, "2026-08-31T18:30:00.000Z"],
    ]);
    // January: a school year that is the calendar year; from July the next starts in 2027.
    await saveSchoolYearSetting(db(), admin, { startMonth: "1", form: "2025–26" }, calendar);
    expect((await waiting(db())).map((j) => [j.key, j.runAt.toISOString()])).toEqual([
      [`${YEAR_START_JOB}:2027`, "2026-12-31T18:30:00.000Z"],
    ]);
    // A save that keeps the month leaves the job where it is.
    await saveSchoolYearSetting(db(), admin, { startMonth: "1", form: "2025-26" }, calendar);
    expect(await waiting(db())).toHaveLength(1);
    await saveSchoolYearSetting(db(), admin, { startMonth: "8", form: "2025–26" }, calendar);
    expect((await waiting(db())).map((j) => j.key)).toEqual([`${YEAR_START_JOB}:2026`]);
  });
});
