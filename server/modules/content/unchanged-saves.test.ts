import { expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import { actor, staffActor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { addCorrection } from "./corrections.ts";
import { loadEditor } from "./editor.ts";
import { savePiece } from "./editing.ts";
import { listRevisions } from "./revisions.ts";
import { schedulePiece } from "./schedule.ts";

const writer = actor("contributor");
const editor = actor("editor");
const TZ = "Asia/Kolkata";
const MINUTE = 60_000;
const later = (t: Date, minutes: number) => new Date(t.getTime() + minutes * MINUTE);

/** Issue 36, bug 1: a save that changes nothing (the editor opened, its text as the server holds it)
 * writes no version and no revision; History still lists every event, and says which changed no field. */
describeEachEngine("saves that change nothing", ({ db }) => {
  const history = async (id: string) =>
    (await listRevisions(db(), editor, "article", id)).map((r) => [r.version, r.reason, r.unchanged]);

  it("adds nothing when the writer opens a piece returned to them, and a real change after is a version", async () => {
    const t0 = new Date(Date.now() - 60 * MINUTE);
    const form = PIECE_FORMS.article.create({ title: "Library hours cut" });
    const draft = await savePiece(db(), writer, "article", form, "save", t0);
    const submitted = await savePiece(
      db(),
      writer,
      "article",
      { ...form, id: draft.id, baseVersion: draft.version },
      "submit",
      later(t0, 1),
    );
    const returned = await savePiece(
      db(),
      editor,
      "article",
      { ...form, id: draft.id, baseVersion: submitted.version, note: "Add the opening times." },
      "return",
      later(t0, 2),
    );
    // The writer opens it 20 minutes on (an autosave's revision is due), and clicks Save draft.
    const opened = { ...form, id: draft.id, baseVersion: returned.version };
    const autosaved = await savePiece(db(), writer, "article", opened, "autosave", later(t0, 22));
    const saved = await savePiece(db(), writer, "article", opened, "save", later(t0, 23));
    expect([autosaved.version, saved.version]).toEqual([returned.version, returned.version]);
    expect(saved).toMatchObject({ status: "draft", hasPending: false, reviewNote: "Add the opening times." });
    expect(await history(draft.id)).toEqual([
      [3, "Returned: Add the opening times.", false],
      [2, "Submitted for review", false],
      [1, "Started", false],
    ]);

    const changed = await savePiece(
      db(),
      writer,
      "article",
      { ...opened, content: "<p>Open from nine.</p>" },
      "save",
      later(t0, 24),
    );
    expect(changed.version).toBe(4);
    expect((await history(draft.id))[0]).toEqual([4, "Saved", false]);
  });

  it("adds nothing when a scheduled piece is opened: no pending copy, no version, no revision", async () => {
    const form = PIECE_FORMS.article.create({ title: "Exam timetable" });
    const draft = await savePiece(db(), editor, "article", form, "save");
    const at = localDateTimeValue(new Date(Date.now() + 3 * 60 * MINUTE), TZ);
    const scheduled = await schedulePiece(
      db(),
      editor,
      "article",
      { id: draft.id, baseVersion: draft.version, at },
      { timeZone: TZ },
    );
    const opened = { ...form, id: draft.id, baseVersion: scheduled.version };
    const autosaved = await savePiece(db(), editor, "article", opened, "autosave", later(new Date(), 20));
    expect(autosaved).toMatchObject({ version: scheduled.version, status: "scheduled", hasPending: false });
    expect((await loadEditor(db(), editor, "article", draft.id)).hasPending).toBe(false);
    expect((await history(draft.id)).map(([version]) => version)).toEqual([2, 1]);
  });

  it("adds nothing for an Update of a published piece with nothing changed; a correction stays an event that changed no field", async () => {
    const form = PIECE_FORMS.article.create({ title: "Bridge reopens" });
    const live = await savePiece(db(), editor, "article", form, "publish");
    const opened = { ...form, id: live.id, baseVersion: live.version };
    const updated = await savePiece(db(), editor, "article", opened, "update");
    expect(updated).toMatchObject({ version: live.version, publicChange: false });
    await addCorrection(db(), await staffActor(db()), "article", live.id, "The bridge is in Tura.");
    expect(await history(live.id)).toEqual([
      [2, "Correction: The bridge is in Tura.", true],
      [1, "Published", false],
    ]);
  });

  it("keeps no second copy of a version History holds when 'keep mine' replaces it", async () => {
    const form = PIECE_FORMS.article.create({ content: "<p>Theirs</p>" });
    const theirs = await savePiece(db(), editor, "article", form, "save");
    const mine = {
      ...form,
      content: "<p>Mine</p>",
      id: theirs.id,
      baseVersion: theirs.version,
      overwrite: "1",
    };
    await savePiece(db(), editor, "article", mine, "save");
    expect(await history(theirs.id)).toEqual([
      [2, "Saved", false],
      [1, "Started", false],
    ]);
  });
});
