import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { formatDateTime, localDateTimeValue, parseLocalDateTime } from "#shared/local-time.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { notifications, users } from "../../db/schema.ts";
import { savePiece } from "../content/editing.ts";
import { publishDue, schedulePiece } from "../content/schedule.ts";
import { personForUser } from "../people/people.ts";
import { saveDeskSettings } from "../settings/desk-settings.ts";

const TZ = "Asia/Kolkata";

describeEachEngine("what the content door's intents tell people", ({ db }) => {
  const toldOf = async (kind: string, pieceId: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/admin/dashboard/articles/${pieceId}`))
    ).filter((row) => row.kind === kind);

  it("a submission tells every active editor and admin but not its writer; a return tells the writer, with the note", async () => {
    const writer = await member(db(), "contributor");
    const editor = await member(db(), "editor");
    const admin = await member(db(), "admin");
    const gone = await member(db(), "editor");
    const adviser = await member(db(), "adviser");
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
    const form = PIECE_FORMS.article.create({ title: "Night market permits" });
    const piece = await savePiece(db(), writer, "article", form, "submit");
    const submitted = await toldOf("submitted", piece.id);
    const who = submitted.map((row) => row.userId);
    expect(who).toEqual(expect.arrayContaining([editor.id, admin.id]));
    expect(who).not.toContain(writer.id);
    expect(who).not.toContain(gone.id);
    expect(submitted[0]!.title).toBe("Submitted for review: Night market permits");
    expect(who, "an adviser who neither approves nor edits").not.toContain(adviser.id);

    await savePiece(
      db(),
      editor,
      "article",
      { ...form, id: piece.id, baseVersion: piece.version, note: "Which stalls?" },
      "return",
    );
    const returned = await toldOf("returned", piece.id);
    expect(returned.map((row) => [row.userId, row.title, row.body])).toEqual([
      [writer.id, "Returned to you: Night market permits", "Which stalls?"],
    ]);
  });

  it("a submission also tells the advisers where they approve pieces or have an editor's powers", async () => {
    const writer = await member(db(), "contributor");
    const admin = await member(db(), "admin");
    const adviser = await member(db(), "adviser");
    const submit = async (title: string) => {
      const piece = await savePiece(db(), writer, "article", PIECE_FORMS.article.create({ title }), "submit");
      return (await toldOf("submitted", piece.id)).map((row) => row.userId);
    };
    await saveDeskSettings(db(), admin, { finalApproval: "adviser", editorInChief: "", adviserPowers: "" });
    expect(await submit("Bus route cut")).toContain(adviser.id);
    await saveDeskSettings(db(), admin, { finalApproval: "editor", editorInChief: "", adviserPowers: "on" });
    expect(await submit("Library hours")).toContain(adviser.id);
    await saveDeskSettings(db(), admin, { finalApproval: "editor", editorInChief: "", adviserPowers: "" });
    expect(await submit("Canteen prices")).not.toContain(adviser.id);
  });

  it("a schedule and the scheduler's publication tell the writer and the byline's people with accounts, with the time in the publication's zone", async () => {
    const writer = await member(db(), "contributor");
    const photographer = await member(db(), "contributor");
    const editor = await member(db(), "editor");
    const person = await personForUser(db(), photographer);
    const form = {
      ...PIECE_FORMS.article.create({ title: "Harbour dredging" }),
      authors: JSON.stringify([{ id: person.id, name: person.name }]),
    };
    const piece = await savePiece(db(), writer, "article", form, "save");
    const at = localDateTimeValue(new Date(Date.now() + 2 * 3600_000), TZ);
    await schedulePiece(
      db(),
      editor,
      "article",
      { id: piece.id, baseVersion: piece.version, at },
      { timeZone: TZ },
    );
    const scheduled = await toldOf("scheduled", piece.id);
    expect(scheduled.map((row) => row.userId).sort()).toEqual([writer.id, photographer.id].sort());
    expect(scheduled[0]!.body).toBe(
      `It will be published on ${formatDateTime(parseLocalDateTime(at, TZ)!, TZ)}.`,
    );

    await db().execute(
      // Its time has come.
      sql`update articles set scheduled_for = now() - interval '1 second' where id = ${piece.id}`,
    );
    expect(await db().transaction((tx) => publishDue(tx, { kind: "article", id: piece.id }))).toBe(true);
    const published = await toldOf("published", piece.id);
    expect(published.map((row) => row.userId).sort()).toEqual([writer.id, photographer.id].sort());
    expect(published[0]!.body).toBe("Published on schedule.");
  });
});
