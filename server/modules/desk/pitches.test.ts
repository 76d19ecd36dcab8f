import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { NO_HEADLINE, NOTE_NEEDED } from "#shared/schemas/desk.ts";
import type { StaffRole } from "#shared/roles.ts";
import { makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { assignmentPeople, auditEvents, notifications, pitches } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { answerPitch, createPitch, editPitch, listPitches, NOT_YOUR_PITCH } from "./pitches.ts";

const clock = { timeZone: "Asia/Kolkata" };
const PITCH = {
  headline: "Canteen prices",
  angle: "Why lunch costs more",
  category: "Business",
  "media-photos": "on",
};

async function staff(db: Db, role: StaffRole) {
  const user = await makeUser(db, { role, name: `A ${role}`, username: `${role}${Math.random()}` });
  return { id: user.id, email: user.email, name: user.name, username: user.username, role };
}

describeEachEngine("pitches", ({ db }) => {
  it("refuses a pitch with no headline, and stores nothing", async () => {
    const writer = await staff(db(), "contributor");
    await expect(createPitch(db(), writer, { ...PITCH, headline: "  " })).rejects.toMatchObject({
      status: 400,
      message: NO_HEADLINE,
    });
    expect(await db().select().from(pitches).where(eq(pitches.pitchedBy, writer.id))).toEqual([]);
  });

  it("lets any staff member pitch, and only the pitcher change it while it waits", async () => {
    const [writer, other] = [await staff(db(), "contributor"), await staff(db(), "contributor")];
    const pitch = await createPitch(db(), writer, PITCH);
    expect(pitch).toMatchObject({ status: "open", media: ["photos"], category: "Business" });
    await expect(editPitch(db(), other, pitch.id, PITCH)).rejects.toMatchObject({
      status: 403,
      message: NOT_YOUR_PITCH,
    });
    expect(
      await editPitch(db(), writer, pitch.id, { ...PITCH, headline: "Canteen prices rise" }),
    ).toMatchObject({
      headline: "Canteen prices rise",
    });
    await expect(createPitch(db(), null, PITCH)).rejects.toMatchObject({ status: 401 });
  });

  it("is answered by editors only; accepting makes the assignment and tells the pitcher", async () => {
    const [writer, editor] = [await staff(db(), "contributor"), await staff(db(), "editor")];
    const pitch = await createPitch(db(), writer, PITCH);
    await expect(answerPitch(db(), writer, pitch.id, { answer: "accept" }, clock)).rejects.toMatchObject({
      status: 403,
    });
    const { assignment } = await answerPitch(db(), editor, pitch.id, { answer: "accept" }, clock);
    expect(assignment).toMatchObject({ headline: "Canteen prices", category: "Business", pitchId: pitch.id });
    expect(assignment!.notes).toContain("Angle: Why lunch costs more");
    const people = await db()
      .select()
      .from(assignmentPeople)
      .where(eq(assignmentPeople.assignmentId, assignment!.id));
    expect(people).toMatchObject([{ userId: writer.id, role: "writer" }]);
    const told = await db().select().from(notifications).where(eq(notifications.userId, writer.id));
    expect(told.map((n) => n.kind).sort()).toEqual(["assigned", "pitch-answered"]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, pitch.id));
    expect(audit.map((a) => a.action)).toEqual(["pitch-accept"]);
    await expect(
      answerPitch(db(), editor, pitch.id, { answer: "decline", note: "No" }, clock),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("needs a note to decline or ask for more; the pitcher reads it, and a pitch asked for more waits again once changed", async () => {
    const [writer, editor] = [await staff(db(), "contributor"), await staff(db(), "editor")];
    const pitch = await createPitch(db(), writer, PITCH);
    await expect(answerPitch(db(), editor, pitch.id, { answer: "decline" }, clock)).rejects.toMatchObject({
      status: 400,
      message: NOTE_NEEDED,
    });
    await answerPitch(db(), editor, pitch.id, { answer: "more", note: "Who sets the prices?" }, clock);
    expect((await editPitch(db(), writer, pitch.id, PITCH)).status).toBe("open");
    await answerPitch(db(), editor, pitch.id, { answer: "decline", note: "Covered last week." }, clock);
    const told = await db().select().from(notifications).where(eq(notifications.userId, writer.id));
    expect(told.map((n) => n.body).sort()).toEqual(["Covered last week.", "Who sets the prices?"]);
    const { waiting, mine } = await listPitches(db(), writer);
    expect(waiting).toEqual([]);
    expect(mine[0]).toMatchObject({ status: "declined", answerNote: "Covered last week." });
    expect((await listPitches(db(), editor)).waiting.some((p) => p.id === pitch.id)).toBe(false);
  });
});
