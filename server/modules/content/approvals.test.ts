import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { ADVISER_REFUSAL } from "#shared/roles.ts";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, pieceApprovals } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { saveDeskSettings, CHIEF_NOT_EDITOR } from "../settings/desk-settings.ts";
import {
  approvePiece,
  approvalState,
  APPROVE_ONLY_REVIEW,
  APPROVAL_NOT_ASKED,
  chiefOnly,
  NEEDS_ADVISER,
} from "./approvals.ts";
import { savePiece } from "./editing.ts";
import { loadEditor } from "./editor.ts";
import { listRevisions } from "./revisions.ts";

const writer = actor("contributor");
const editor = actor("editor");
const adviser = actor("adviser");
const admin = actor("admin");
const form = (overrides: Record<string, string> = {}) => PIECE_FORMS.article.create(overrides);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200, message: "" }),
    (e: { status?: number; message: string }) => ({ status: e.status, message: e.message }),
  );

describeEachEngine("final approval before publishing, and the adviser (issue 38)", ({ db }) => {
  /** A writer's piece, submitted for review. */
  async function inReview(title: string) {
    const submitted = await savePiece(db(), writer, "article", form({ title }), "submit");
    return { id: submitted.id, version: submitted.version, title };
  }
  const publish = (who: SessionUser, piece: { id: string; version: number; title: string }) =>
    savePiece(
      db(),
      who,
      "article",
      { ...form({ title: piece.title }), id: piece.id, baseVersion: piece.version },
      "publish",
    );
  const rule = (finalApproval: string, editorInChief = "") =>
    saveDeskSettings(db(), admin, { finalApproval, editorInChief });

  it("by default, any editor publishes, and the publication records the editor's approval", async () => {
    await rule("editor");
    const piece = await inReview("Library hours");
    await publish(editor, piece);
    const approvals = await db().select().from(pieceApprovals).where(eq(pieceApprovals.articleId, piece.id));
    expect(approvals).toMatchObject([{ userId: editor.id, userName: "Test editor", role: "editor" }]);
    expect(approvals[0]!.clearedAt).not.toBeNull();
  });

  it("with the adviser's approval: the editor waits for it, a Return clears it, and History names the adviser", async () => {
    await rule("adviser");
    const piece = await inReview("Board vote");
    expect(await refusal(publish(editor, piece))).toEqual({ status: 403, message: NEEDS_ADVISER });
    // Nor may anyone publish a new piece at once past the adviser.
    expect(await refusal(savePiece(db(), editor, "article", form(), "publish"))).toEqual({
      status: 403,
      message: NEEDS_ADVISER,
    });

    // The adviser reads the draft, may not publish it, and approves it; no one else may approve.
    expect(await loadEditor(db(), adviser, "article", piece.id)).toMatchObject({ status: "review" });
    expect(await refusal(publish(adviser, piece))).toEqual({ status: 403, message: ADVISER_REFUSAL });
    expect((await refusal(approvePiece(db(), editor, "article", piece.id))).status).toBe(403);
    expect((await refusal(approvePiece(db(), writer, "article", piece.id))).status).toBe(403);
    expect(await approvalState(db(), adviser, "article", { id: piece.id, status: "review" })).toEqual({
      rule: "adviser",
      advisers: [],
      mayApprove: true,
    });
    await approvePiece(db(), adviser, "article", piece.id);
    expect(await refusal(approvePiece(db(), adviser, "article", piece.id))).toMatchObject({ status: 400 });

    // A Return sends it back: the approval no longer stands.
    const returned = await savePiece(
      db(),
      editor,
      "article",
      {
        ...form({ title: piece.title }),
        id: piece.id,
        baseVersion: piece.version,
        note: "Cite the minutes.",
      },
      "return",
    );
    const resubmitted = await savePiece(
      db(),
      writer,
      "article",
      { ...form({ title: piece.title }), id: piece.id, baseVersion: returned.version },
      "submit",
    );
    const again = { ...piece, version: resubmitted.version };
    expect(await refusal(publish(editor, again))).toEqual({ status: 403, message: NEEDS_ADVISER });
    await approvePiece(db(), adviser, "article", piece.id);
    expect(await approvalState(db(), editor, "article", { id: piece.id, status: "review" })).toEqual({
      rule: "adviser",
      advisers: ["Test adviser"],
      mayApprove: false,
    });
    await publish(editor, again);

    const history = await listRevisions(db(), editor, "article", piece.id);
    expect(history[0]).toMatchObject({
      reason: "Published, approved by Test adviser, adviser",
      userName: "Test editor",
    });
    const audit = await db()
      .select({ action: auditEvents.action, actor: auditEvents.actorName })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, piece.id));
    expect(audit.filter((a) => a.action === "approve")).toHaveLength(2);
  });

  it("refuses an approval of a piece not in review, or where the publication asks none", async () => {
    await rule("adviser");
    const draft = await savePiece(db(), writer, "article", form(), "save");
    expect(await refusal(approvePiece(db(), adviser, "article", draft.id))).toEqual({
      status: 400,
      message: APPROVE_ONLY_REVIEW,
    });
    await rule("editor");
    const piece = await inReview("Bus routes");
    expect(await refusal(approvePiece(db(), adviser, "article", piece.id))).toEqual({
      status: 400,
      message: APPROVAL_NOT_ASKED,
    });
    expect(await db().select().from(pieceApprovals).where(eq(pieceApprovals.articleId, piece.id))).toEqual(
      [],
    );
  });

  it("with the editor-in-chief: only they publish, and the chief must be an active editor", async () => {
    const chief = await makeUser(db(), { role: "editor", name: "Ana Chief" });
    const reader = await makeUser(db(), { role: "contributor" });
    expect(await refusal(rule("chief", reader.id))).toEqual({ status: 400, message: CHIEF_NOT_EDITOR });
    expect((await refusal(rule("chief"))).status).toBe(400);
    await rule("chief", chief.id);
    const piece = await inReview("Cafeteria prices");
    expect(await refusal(publish(editor, piece))).toEqual({ status: 403, message: chiefOnly("Ana Chief") });
    const asChief: SessionUser = { ...editor, id: chief.id, name: "Ana Chief" };
    await publish(asChief, piece);
    await rule("editor");
  });

  it("lets the adviser read but never write, and only admins change the rule", async () => {
    const draft = await savePiece(db(), writer, "article", form(), "save");
    expect(await loadEditor(db(), adviser, "article", draft.id)).toMatchObject({ status: "draft" });
    const edit = { ...form(), id: draft.id, baseVersion: draft.version };
    expect(await refusal(savePiece(db(), adviser, "article", edit, "save"))).toEqual({
      status: 403,
      message: ADVISER_REFUSAL,
    });
    expect((await refusal(saveDeskSettings(db(), editor, { finalApproval: "adviser" }))).status).toBe(403);
    expect((await refusal(saveDeskSettings(db(), adviser, { finalApproval: "editor" }))).status).toBe(403);
  });
});
