import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, auditEvents } from "../../db/schema.ts";
import { IN_REVIEW } from "./access.ts";
import { loadEditor } from "./editor.ts";
import { savePiece } from "./editing.ts";
import { listMyPieces } from "./mine.ts";
import { listRevisions } from "./revisions.ts";
import { ALREADY_IN_REVIEW, RETURN_ONLY_REVIEW } from "./review.ts";

const writer = actor("contributor");
const editor = actor("editor");
const form = (overrides: Record<string, string> = {}) => PIECE_FORMS.article.create(overrides);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "" }),
    (e: { status?: number; message: string }) => ({ status: e.status, message: e.message }),
  );

describeEachEngine("review before publishing (issue 26)", ({ db }) => {
  const row = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0]!;

  it("submits, locks the piece to its writer, returns it with a note, takes a resubmission and publishes it", async () => {
    const draft = await savePiece(db(), writer, "article", form({ title: "Library hours" }), "save");
    // Submit carries the fields typed since the last save.
    const submitted = await savePiece(
      db(),
      writer,
      "article",
      { ...form({ title: "Library hours cut" }), id: draft.id, baseVersion: draft.version },
      "submit",
    );
    expect(submitted).toMatchObject({ status: "review", title: "Library hours cut", reviewNote: null });

    // Locked to the writer while it is with the editors; nothing changes.
    const locked = { ...form({ title: "Changed in review" }), id: draft.id, baseVersion: submitted.version };
    expect(await refusal(savePiece(db(), writer, "article", locked, "autosave"))).toEqual({
      status: 403,
      message: IN_REVIEW,
    });
    expect((await refusal(savePiece(db(), writer, "article", locked, "submit"))).status).toBe(403);
    expect(await row(draft.id)).toMatchObject({ status: "review", title: "Library hours cut" });
    // …and the writer may not return it themselves.
    const asWriter = { ...locked, note: "Fine by me" };
    expect((await refusal(savePiece(db(), writer, "article", asWriter, "return"))).status).toBe(403);

    // An editor returns it: a note is required.
    const base = { ...form({ title: "Library hours cut" }), id: draft.id, baseVersion: submitted.version };
    expect(await refusal(savePiece(db(), editor, "article", { ...base, note: "  " }, "return"))).toEqual({
      status: 400,
      message: "Please say what needs to change, for the writer.",
    });
    const returned = await savePiece(
      db(),
      editor,
      "article",
      { ...base, note: "Please add the new opening times." },
      "return",
    );
    expect(returned).toMatchObject({ status: "draft", reviewNote: "Please add the new opening times." });
    expect(await loadEditor(db(), writer, "article", draft.id)).toMatchObject({
      status: "draft",
      reviewNote: "Please add the new opening times.",
    });
    const mine = await listMyPieces(db(), writer);
    expect(mine.items.find((p) => p.id === draft.id)).toMatchObject({
      kind: "article",
      status: "draft",
      reviewNote: "Please add the new opening times.",
    });

    // The writer revises and resubmits: the note goes.
    const resubmitted = await savePiece(
      db(),
      writer,
      "article",
      { ...form({ title: "Library opens 8 to 8" }), id: draft.id, baseVersion: returned.version },
      "submit",
    );
    expect(resubmitted).toMatchObject({ status: "review", reviewNote: null });

    // The editor publishes it from review.
    const published = await savePiece(
      db(),
      editor,
      "article",
      { ...form({ title: "Library opens 8 to 8" }), id: draft.id, baseVersion: resubmitted.version },
      "publish",
    );
    expect(published).toMatchObject({ status: "published", reviewNote: null, publicChange: true });

    const history = await listRevisions(db(), writer, "article", draft.id);
    expect(history.map((r) => r.reason).reverse()).toEqual([
      "Started",
      "Submitted for review",
      "Returned: Please add the new opening times.",
      "Submitted for review",
      "Published",
    ]);
    const audit = await db()
      .select({ action: auditEvents.action, summary: auditEvents.summary, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, draft.id))
      .orderBy(asc(auditEvents.at), asc(auditEvents.id));
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ["submit", "Library hours cut"],
      ["return", "Library hours cut"],
      ["submit", "Library opens 8 to 8"],
      ["publish", "Library opens 8 to 8"],
    ]);
    expect(audit[1]!.details).toEqual({ note: "Please add the new opening times." });
  });

  it("submits a new piece at once, refuses a second submit and a return of a piece not in review", async () => {
    const fresh = await savePiece(db(), writer, "article", form(), "submit");
    expect(fresh.status).toBe("review");
    expect((await row(fresh.id)).createdBy).toBe(writer.id);
    const again = { ...form(), id: fresh.id, baseVersion: fresh.version };
    expect(await refusal(savePiece(db(), editor, "article", again, "submit"))).toEqual({
      status: 400,
      message: ALREADY_IN_REVIEW,
    });
    const draft = await savePiece(db(), editor, "article", form(), "save");
    const note = { ...form(), id: draft.id, baseVersion: draft.version, note: "Why?" };
    expect(await refusal(savePiece(db(), editor, "article", note, "return"))).toEqual({
      status: 400,
      message: RETURN_ONLY_REVIEW,
    });
  });

  it("asks for the publishing fields before a piece goes to review", async () => {
    const result = await refusal(savePiece(db(), writer, "article", form({ imageUrl: "" }), "submit"));
    expect(result.status).toBe(400);
  });
});

describeEachEngine("My stories (issue 26)", ({ db }) => {
  it("lists the writer's own pieces of every kind, newest first, and nobody else's", async () => {
    const me = actor("contributor");
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
    const first = await savePiece(db(), me, "article", form({ title: "First" }), "save", at(1));
    const poem = await savePiece(db(), me, "creative", PIECE_FORMS.creative.create(), "save", at(2));
    const opinion = await savePiece(db(), me, "opinion", form({ category: "Opinion" }), "save", at(3));
    await savePiece(db(), editor, "article", form({ title: "Not mine" }), "save", at(4));
    const mine = await listMyPieces(db(), me);
    expect(mine.items.map((p) => [p.kind, p.id])).toEqual([
      ["opinion", opinion.id],
      ["creative", poem.id],
      ["article", first.id],
    ]);
    expect(mine).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect((await listMyPieces(db(), me, { page: 9 })).page).toBe(1);
  });
});
