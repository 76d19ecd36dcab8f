import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import type { StaffRole } from "#shared/roles.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema.ts";
import { openJob } from "../jobs/queue.ts";
import { startWorker } from "../jobs/worker.ts";
import { NOTIFICATION_MAIL_JOB } from "../notifications/notify.ts";
import { createAssignment, spikeAssignment, updateAssignment } from "./assignments.ts";
import { REMINDER_JOB, reminderHandler } from "./reminders.ts";

const TZ = "Asia/Kolkata";
const HOUR = 3_600_000;

async function staff(db: Db, role: StaffRole) {
  const user = await makeUser(db, { role, name: `A ${role}`, username: `${role}${Math.random()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}

describeEachEngine("deadline reminders", ({ db }) => {
  it("tells the people 24 hours before the draft is due and when it is overdue, each once, through the queue", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor")];
    // Made three days ago, due two days ago: both reminders' times have passed.
    const then = new Date(Date.now() - 72 * HOUR);
    const due = new Date(Date.now() - 48 * HOUR);
    const a = await createAssignment(
      db(),
      editor,
      {
        headline: "Exam results",
        category: "General",
        draftDue: localDateTimeValue(due, TZ),
        person1: writer.id,
      },
      { timeZone: TZ, now: then },
    );
    const errors: string[] = [];
    const worker = startWorker({
      db: db(),
      handlers: {
        [REMINDER_JOB]: reminderHandler({ timeZone: TZ }),
        [NOTIFICATION_MAIL_JOB]: async () => {},
      },
      onError: (message) => errors.push(message),
    });
    await worker.firstRead;
    await worker.poll();
    await worker.stop();
    const told = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/admin/dashboard/desk/${a.id}`));
    const kinds = (userId: string) =>
      told
        .filter((n) => n.userId === userId)
        .map((n) => n.kind)
        .sort();
    expect(kinds(writer.id)).toEqual(["assigned", "due-soon", "overdue"]);
    // The editor who made it hears that it is overdue.
    expect(kinds(editor.id)).toEqual(["overdue"]);
    expect(told.find((n) => n.kind === "due-soon")!.body).toMatch(
      /^The draft is due \w+ \d+, 2\d{3} at \d+:\d\d [AP]M\.$/,
    );
    // The same reminder run again (a job claimed twice after a crash) tells nobody twice.
    await db().transaction((tx) =>
      reminderHandler({ timeZone: TZ })(tx, {
        id: "x",
        name: REMINDER_JOB,
        key: "k",
        attempts: 2,
        token: "t",
        payload: { id: a.id, kind: "overdue" },
      }),
    );
    expect(
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/dashboard/desk/${a.id}`)),
    ).toHaveLength(told.length);
    expect(errors).toEqual([]);
  });

  it("follow the deadline when it moves, and stop when the story is spiked", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor")];
    const form = (hours: number) => ({
      headline: "Sports day",
      category: "General",
      draftDue: localDateTimeValue(new Date(Date.now() + hours * HOUR), TZ),
      person1: writer.id,
    });
    const a = await createAssignment(db(), editor, form(48), { timeZone: TZ });
    const soon = `${REMINDER_JOB}:due-soon:${a.id}`;
    const runAt = async () => (await openJob(db(), soon))!.runAt.getTime();
    expect(Math.round(((await runAt()) - Date.now()) / HOUR)).toBe(24);
    await updateAssignment(db(), editor, a.id, form(96), { timeZone: TZ });
    expect(Math.round(((await runAt()) - Date.now()) / HOUR)).toBe(72);
    await spikeAssignment(db(), editor, a.id, { note: "Cancelled" });
    expect(await openJob(db(), soon)).toBeNull();
    expect(await openJob(db(), `${REMINDER_JOB}:overdue:${a.id}`)).toBeNull();
  });
});
