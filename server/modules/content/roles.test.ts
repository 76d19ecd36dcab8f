import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, auditEvents } from "../../db/schema.ts";
import { addCorrection, listCorrections } from "./corrections.ts";
import { loadEditor } from "./editor.ts";
import { savePiece, unpublishPiece } from "./editing.ts";
import { deletePiece, getPieceForEdit, listPiecesForAdmin } from "./portal.ts";
import { publishForm } from "./forms.ts";
import { createPreviewLink, revokePreviewLink } from "./previews.ts";
import { restoreRevision } from "./restore.ts";
import { getRevision, listRevisions } from "./revisions.ts";
import { schedulePiece } from "./schedule.ts";
import { setTakedown } from "./takedown.ts";

const writer = actor("contributor");
const other = actor("contributor");
const editor = actor("editor");
const form = (overrides: Record<string, string> = {}) => PIECE_FORMS.article.create(overrides);

/** The refusal `promise` ends in: its status and message. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "" }),
    (e: { status?: number; message: string }) => ({ status: e.status, message: e.message }),
  );

describeEachEngine("what a contributor may do to a piece (issue 26)", ({ db }) => {
  const row = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0]!;
  const draftOf = (who: Parameters<typeof savePiece>[1] = writer, overrides: Record<string, string> = {}) =>
    savePiece(db(), who, "article", form(overrides), "save");

  it("creates pieces as their own, saves and autosaves their own drafts, and reads their history", async () => {
    const draft = await draftOf();
    expect((await row(draft.id)).createdBy).toBe(writer.id);
    const saved = await savePiece(
      db(),
      writer,
      "article",
      { ...form({ title: "Better headline" }), id: draft.id, baseVersion: draft.version },
      "autosave",
    );
    expect(saved.version).toBe(2);
    expect((await loadEditor(db(), writer, "article", draft.id)).own).toBe(true);
    const history = await listRevisions(db(), writer, "article", draft.id);
    expect((await getRevision(db(), writer, "article", draft.id, history[0]!.id)).version).toBe(1);
    const restored = await restoreRevision(db(), writer, "article", {
      id: draft.id,
      revisionId: history.at(-1)!.id,
      baseVersion: 2,
    });
    expect(restored.status).toBe("draft");
    expect((await deletePiece(db(), writer, "article", draft.id)).id).toBe(draft.id);
  });

  it("refuses them someone else's piece: opening, saving, history, previews, deleting", async () => {
    const theirs = await draftOf(other);
    const before = await row(theirs.id);
    const attempts = [
      () => loadEditor(db(), writer, "article", theirs.id),
      () => getPieceForEdit(db(), writer, "article", theirs.id),
      () => savePiece(db(), writer, "article", { ...form(), id: theirs.id, baseVersion: 1 }, "autosave"),
      () => listRevisions(db(), writer, "article", theirs.id),
      () => listCorrections(db(), writer, "article", theirs.id),
      () => createPreviewLink(db(), writer, "article", theirs.id),
      () => deletePiece(db(), writer, "article", theirs.id),
    ];
    for (const attempt of attempts) expect((await refusal(attempt())).status).toBe(403);
    expect(await row(theirs.id)).toEqual(before);
    // An editor may do all of it.
    expect((await loadEditor(db(), editor, "article", theirs.id)).own).toBe(false);
    await deletePiece(db(), editor, "article", theirs.id);
  });

  it("refuses them publishing, scheduling, unpublishing, corrections, takedowns and the Manage lists", async () => {
    const draft = await draftOf();
    const base = { ...form(), id: draft.id, baseVersion: draft.version };
    expect(await refusal(savePiece(db(), writer, "article", base, "publish"))).toEqual({
      status: 403,
      message: "Only an editor can publish. Submit it for review instead.",
    });
    expect((await refusal(savePiece(db(), writer, "article", form(), "publish"))).status).toBe(403);
    expect((await refusal(publishForm(db(), writer, "article", form()))).status).toBe(403);
    const schedule = schedulePiece(
      db(),
      writer,
      "article",
      { id: draft.id, baseVersion: 1, at: "2999-01-01T09:00" },
      { timeZone: "UTC" },
    );
    expect((await refusal(schedule)).status).toBe(403);
    expect((await refusal(listPiecesForAdmin(db(), writer, "article", {}))).status).toBe(403);
    expect((await row(draft.id)).status).toBe("draft");

    const published = await savePiece(db(), editor, "article", { ...base }, "publish");
    const live = { ...form({ title: "Sneaky change" }), id: draft.id, baseVersion: published.version };
    for (const attempt of [
      () => savePiece(db(), writer, "article", live, "autosave"),
      () => savePiece(db(), writer, "article", live, "update"),
      () => unpublishPiece(db(), writer, "article", live),
      () => addCorrection(db(), writer, "article", draft.id, "A date was wrong."),
      () => setTakedown(db(), writer, "article", draft.id, { reason: "Asked", noindex: true }),
      () => deletePiece(db(), writer, "article", draft.id),
    ])
      expect((await refusal(attempt())).status).toBe(403);
    expect(await row(draft.id)).toMatchObject({ status: "published", version: published.version });
  });

  it("lets a contributor share and revoke a preview of their own draft only", async () => {
    // A preview link names its maker's account.
    const me = await makeUser(db(), { role: "contributor" });
    const draft = await draftOf(me);
    const link = await createPreviewLink(db(), me, "article", draft.id);
    expect((await refusal(revokePreviewLink(db(), other, link.id))).status).toBe(403);
    expect((await revokePreviewLink(db(), me, link.id)).id).toBe(link.id);
  });

  it("records publish, unpublish and delete in the audit log with the piece's title", async () => {
    const piece = await savePiece(db(), editor, "article", form({ title: "Audited story" }), "publish");
    await unpublishPiece(db(), editor, "article", { id: piece.id, baseVersion: piece.version });
    await deletePiece(db(), editor, "article", piece.id);
    const entries = await db()
      .select({ action: auditEvents.action, summary: auditEvents.summary, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, piece.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["delete", "publish", "unpublish"]);
    expect(entries.every((e) => e.summary === "Audited story" && e.actorId === editor.id)).toBe(true);
  });
});
