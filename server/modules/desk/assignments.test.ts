import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import type { StaffRole } from "#shared/roles.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { assignments, auditEvents, notifications, users } from "../../db/schema.ts";
import { NOT_ON_IT } from "./access.ts";
import {
  createAssignment,
  getAssignment,
  moveAssignment,
  spikeAssignment,
  unspikeAssignment,
  updateAssignment,
} from "./assignments.ts";
import { listBudget } from "./budget.ts";
import { PAST_DEADLINE } from "./when.ts";

const TZ = "Asia/Kolkata";
const clock = { timeZone: TZ };
const inHours = (h: number) => localDateTimeValue(new Date(Date.now() + h * 3_600_000), TZ);

async function staff(db: Db, role: StaffRole, name = `A ${role}`) {
  const user = await makeUser(db, { role, name, username: `${role}${Math.random()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}
const line = (headline: string, writerId: string, more: Record<string, string> = {}) => ({
  headline,
  category: "Science",
  length: "600",
  draftDue: inHours(48),
  publishTarget: inHours(72),
  person1: writerId,
  role1: "writer",
  ...more,
});
const stored = (db: Db, headline: string) =>
  db.select().from(assignments).where(eq(assignments.headline, headline));

describeEachEngine("assignments", ({ db }) => {
  it("are made by editors, not contributors; the people put on it are told once", async () => {
    const [editor, writer, photographer] = [
      await staff(db(), "editor"),
      await staff(db(), "contributor"),
      await staff(db(), "contributor"),
    ];
    await expect(createAssignment(db(), writer, line("Lab fire", writer.id), clock)).rejects.toMatchObject({
      status: 403,
    });
    const row = await createAssignment(
      db(),
      editor,
      line("Lab fire", writer.id, { person2: photographer.id, role2: "photographer" }),
      clock,
    );
    expect(row).toMatchObject({ status: "assigned", length: 600, createdBy: editor.id });
    const told = await db().select().from(notifications).where(eq(notifications.kind, "assigned"));
    expect(
      told
        .filter((n) => n.link.endsWith(row.id))
        .map((n) => n.userId)
        .sort(),
    ).toEqual([writer.id, photographer.id].sort());
    expect(told.find((n) => n.userId === writer.id)!.body).toMatch(/^The draft is due \w+ \d+, 2\d{3} at /);
    // Saving again with the same people tells nobody again.
    await updateAssignment(
      db(),
      editor,
      row.id,
      line("Lab fire", writer.id, { person2: photographer.id, notes: "x" }),
      clock,
    );
    expect((await db().select().from(notifications).where(eq(notifications.userId, writer.id))).length).toBe(
      1,
    );
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, row.id));
    expect(audit.map((a) => a.action)).toEqual(["assign"]);
  });

  it("refuses a deadline in the past and a deactivated person, with a clear message and nothing stored", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor", "Rina Das")];
    await expect(
      createAssignment(db(), editor, line("Past due", writer.id, { draftDue: inHours(-2) }), clock),
    ).rejects.toMatchObject({ status: 400, message: PAST_DEADLINE, fields: { draftDue: PAST_DEADLINE } });
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, writer.id));
    await expect(createAssignment(db(), editor, line("Gone writer", writer.id), clock)).rejects.toMatchObject(
      {
        status: 400,
        message: "Rina Das's account is deactivated: please choose someone on the staff now.",
      },
    );
    expect([...(await stored(db(), "Past due")), ...(await stored(db(), "Gone writer"))]).toEqual([]);
  });

  it("shows a contributor only the assignments they are on; editors see all, by section, person and status", async () => {
    const [editor, writer, other] = [
      await staff(db(), "editor"),
      await staff(db(), "contributor"),
      await staff(db(), "contributor"),
    ];
    const mine = await createAssignment(db(), editor, line("Mine", writer.id), clock);
    const theirs = await createAssignment(
      db(),
      editor,
      line("Theirs", other.id, { category: "Politics" }),
      clock,
    );
    const ids = async (who: typeof editor, query = {}) =>
      (await listBudget(db(), who, query, clock)).lines.map((l) => l.id);
    expect(await ids(writer)).toContain(mine.id);
    expect(await ids(writer)).not.toContain(theirs.id);
    await expect(getAssignment(db(), writer, theirs.id)).rejects.toMatchObject({
      status: 403,
      message: NOT_ON_IT,
    });
    expect((await getAssignment(db(), writer, mine.id)).people).toMatchObject([
      { userId: writer.id, role: "writer" },
    ]);
    expect(await ids(editor)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(editor, { section: "Politics" })).toEqual([theirs.id]);
    expect(await ids(editor, { person: writer.id })).toEqual([mine.id]);
    expect(await ids(editor, { status: "spiked", person: writer.id })).toEqual([]);
    await expect(listBudget(db(), editor, { status: "lost" }, clock)).rejects.toMatchObject({ status: 400 });
  });

  it("spikes with a note and brings back, keeping the history; the board moves by hand only what no draft drives", async () => {
    const [editor, writer] = [await staff(db(), "editor"), await staff(db(), "contributor")];
    const row = await createAssignment(db(), editor, line("Spiked story", writer.id), clock);
    await expect(spikeAssignment(db(), editor, row.id, { note: "" })).rejects.toMatchObject({ status: 400 });
    await expect(spikeAssignment(db(), writer, row.id, { note: "No" })).rejects.toMatchObject({
      status: 403,
    });
    expect(await spikeAssignment(db(), editor, row.id, { note: "Source withdrew" })).toMatchObject({
      status: "spiked",
      spikeNote: "Source withdrew",
    });
    expect(await unspikeAssignment(db(), editor, row.id)).toMatchObject({
      status: "assigned",
      spikeNote: "Source withdrew",
    });
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, row.id));
    expect(audit.map((a) => a.action)).toEqual(["assign", "spike", "unspike"]);
    expect(await moveAssignment(db(), editor, row.id, { status: "drafting" })).toMatchObject({
      status: "drafting",
    });
    await expect(moveAssignment(db(), writer, row.id, { status: "ready" })).rejects.toMatchObject({
      status: 403,
    });
  });
});
