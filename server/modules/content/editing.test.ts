import { expect, it } from "vitest";
import { actor, makeUser } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";

import { getArticleBySlug, listLatestArticles } from "../articles/queries.ts";
import { getCreativePiece, listLatestCreativePieces } from "../creative/queries.ts";
import { isEditConflict, type EditConflict } from "./conflict.ts";
import { heartbeat, loadEditor } from "./editor.ts";
import { savePiece, unpublishPiece } from "./editing.ts";
import { updateForm } from "./forms.ts";
import { restoreRevision } from "./restore.ts";
import { getRevision, listRevisions } from "./revisions.ts";

const admin = actor("admin");
const form = (overrides: Record<string, string> = {}) => PIECE_FORMS.article.create(overrides);
const MINUTE = 60_000;

async function conflictOf(promise: Promise<unknown>): Promise<EditConflict> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isEditConflict(error)) throw new Error(`expected an edit conflict, got ${String(error)}`);
  return error;
}

describeEachEngine("the editor's saves", ({ db }) => {
  const save = (input: Record<string, unknown>, intent: Parameters<typeof savePiece>[4], now?: Date) =>
    savePiece(db(), admin, "article", input, intent, now);

  it("makes a new piece a draft at its first autosave, readers never see it, and later saves name their version", async () => {
    const first = await save(form({ title: "Half a story", imageUrl: "", author: "" }), "autosave");
    expect(first).toMatchObject({ status: "draft", version: 1, hasPending: false, publicChange: false });
    const second = await save(
      { ...form({ title: "Half a story", content: "<p>More words</p>" }), id: first.id, baseVersion: 1 },
      "autosave",
    );
    expect(second.version).toBe(2);
    expect(await getArticleBySlug(db(), second.slug!)).toBeNull();
    expect((await listLatestArticles(db(), 50)).map((a) => a.id)).not.toContain(first.id);
    expect((await loadEditor(db(), admin, "article", first.id)).fields.content).toBe("<p>More words</p>");
  });

  it("refuses a save from an older version with theirs, and 'keep mine' puts theirs in history", async () => {
    const draft = await save(form({ content: "<p>Original</p>" }), "save");
    // Theirs is an autosave, which writes no revision of its own: the row says who wrote it.
    await save({ ...form({ content: "<p>Theirs</p>" }), id: draft.id, baseVersion: 1 }, "autosave");
    const conflict = await conflictOf(
      save({ ...form({ content: "<p>Mine</p>" }), id: draft.id, baseVersion: 1 }, "autosave"),
    );
    expect(conflict.theirs).toMatchObject({
      version: 2,
      fields: { content: "<p>Theirs</p>" },
      savedBy: "Test admin",
    });
    expect((await loadEditor(db(), admin, "article", draft.id)).fields.content).toBe("<p>Theirs</p>");
    const kept = await save(
      { ...form({ content: "<p>Mine</p>" }), id: draft.id, baseVersion: 2, overwrite: "1" },
      "save",
    );
    expect(kept.version).toBe(3);
    const history = await listRevisions(db(), admin, "article", draft.id);
    expect(history.map((r) => [r.reason, r.userName])).toEqual([
      ["Saved", "Test admin"],
      ["Replaced in an edit conflict (kept in history)", "Test admin"],
      ["Started", "Test admin"],
    ]);
    expect((await getRevision(db(), admin, "article", draft.id, history[1]!.id)).fields.content).toBe(
      "<p>Theirs</p>",
    );
  });

  it("keeps a published piece's autosaves pending until Update, and unpublish and publish again keep its date", async () => {
    const t0 = new Date(Date.now() - 60 * MINUTE);
    const live = await save(form({ content: "<p>Live text</p>" }), "publish", t0);
    expect(live).toMatchObject({ status: "published", publicChange: true });
    const pending = await save(
      { ...form({ content: "<p>Next text</p>" }), id: live.id, baseVersion: 1 },
      "autosave",
    );
    expect(pending).toMatchObject({ hasPending: true, publicChange: false });
    expect((await getArticleBySlug(db(), live.slug!))!.content).toBe("<p>Live text</p>");
    expect((await loadEditor(db(), admin, "article", live.id)).fields.content).toBe("<p>Next text</p>");
    const updated = await save(
      { ...form({ content: "<p>Next text</p>" }), id: live.id, baseVersion: 2 },
      "update",
    );
    expect(updated).toMatchObject({ hasPending: false, publicChange: true });
    expect((await getArticleBySlug(db(), live.slug!))!.content).toBe("<p>Next text</p>");

    const off = await unpublishPiece(db(), admin, "article", { id: live.id, baseVersion: 3 });
    expect(off.status).toBe("unpublished");
    expect(await getArticleBySlug(db(), live.slug!)).toBeNull();
    const again = await save(
      { ...form({ content: "<p>Next text</p>" }), id: live.id, baseVersion: 4 },
      "publish",
    );
    expect(again.slug).toBe(live.slug);
    expect((await getArticleBySlug(db(), live.slug!))!.publishedAt).toEqual(t0);
  });

  it("writes an autosave's revision at most every 10 minutes", async () => {
    const t = Date.now();
    const a = await save(form(), "autosave", new Date(t));
    let version = a.version;
    for (const minutes of [1, 5, 11, 12]) {
      const s = await save(
        { ...form(), id: a.id, baseVersion: version },
        "autosave",
        new Date(t + minutes * MINUTE),
      );
      version = s.version;
    }
    const history = await listRevisions(db(), admin, "article", a.id);
    expect(history.map((r) => [r.version, r.auto])).toEqual([
      [4, true],
      [1, true],
    ]);
  });

  it("restores every field of the oldest revision as a new one, the newer ones kept, on the public page at once", async () => {
    const first = form({
      title: "First title",
      slug: "first-title-restore",
      excerpt: "First excerpt",
      content: "<p>First body</p>",
      category: "Science",
      author: "First Author",
      imageUrl: "/uploads/first.webp",
      imageCaption: "First caption",
      tags: "one, two",
      featured: "on",
    });
    const a = await save(first, "publish");
    const b = await save(
      {
        ...form({
          title: "Second",
          slug: "second-restore",
          content: "<p>Second body</p>",
          category: "Politics",
        }),
        id: a.id,
        baseVersion: 1,
      },
      "update",
    );
    await save(
      { ...form({ title: "Third", content: "<p>Third body</p>" }), id: a.id, baseVersion: b.version },
      "update",
    );
    const history = await listRevisions(db(), admin, "article", a.id);
    const oldest = history.at(-1)!;
    const restored = await restoreRevision(db(), admin, "article", {
      id: a.id,
      revisionId: oldest.id,
      baseVersion: 3,
    });
    expect(restored).toMatchObject({ version: 4, status: "published", publicChange: true });
    const page = await getArticleBySlug(db(), "first-title-restore");
    expect(page).toMatchObject({
      title: "First title",
      excerpt: "First excerpt",
      content: "<p>First body</p>",
      category: "Science",
      author: "First Author",
      imageUrl: "/uploads/first.webp",
      imageCaption: "First caption",
      tags: ["one", "two"],
      featured: true,
      noindex: false,
      status: "published",
    });
    const after = await listRevisions(db(), admin, "article", a.id);
    expect(after).toHaveLength(4);
    expect(after[0]!.reason).toMatch(/^Restored version 1 \(Test admin, /);
    expect(after.slice(1).map((r) => r.id)).toEqual(history.map((r) => r.id));
  });

  it("treats creative pieces the same way: drafts stay off the public lists", async () => {
    const draft = await savePiece(db(), admin, "creative", PIECE_FORMS.creative.create(), "save");
    expect(draft.status).toBe("draft");
    expect(await getCreativePiece(db(), draft.id)).toBeNull();
    expect((await listLatestCreativePieces(db(), 100)).map((p) => p.id)).not.toContain(draft.id);
    const live = await savePiece(
      db(),
      admin,
      "creative",
      { ...PIECE_FORMS.creative.create(), id: draft.id, baseVersion: 1 },
      "publish",
    );
    expect(live.status).toBe("published");
    expect(await getCreativePiece(db(), draft.id)).not.toBeNull();
  });

  it("refuses Publish with a required field empty, and a save that names no version", async () => {
    await expect(save(form({ author: "" }), "publish")).rejects.toMatchObject({
      status: 400,
      title: "Missing required fields",
    });
    const a = await save(form(), "save");
    await expect(save({ ...form(), id: a.id }, "save")).rejects.toMatchObject({ status: 400 });
    await expect(
      save(form(), "save").then(() => savePiece(db(), null, "article", form(), "save")),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("makes a form posted without the editor page (SPEC's Edit) a new version in History, so an open editor is told", async () => {
    const a = await save(form(), "publish");
    await updateForm(
      db(),
      admin,
      "article",
      PIECE_FORMS.article.edit(a.id, { content: "<p>From the form</p>" }),
    );
    expect((await listRevisions(db(), admin, "article", a.id)).map((r) => [r.version, r.reason])).toEqual([
      [2, "Updated"],
      [1, "Published"],
    ]);
    const conflict = await conflictOf(save({ ...form(), id: a.id, baseVersion: 1 }, "autosave"));
    expect(conflict.theirs.fields.content).toBe("<p>From the form</p>");
  });

  it("tells each editor who else has the piece open", async () => {
    const a = await save(form(), "save");
    const asha = await makeUser(db(), { role: "admin", name: "Asha" });
    const ben = await makeUser(db(), { role: "admin", name: "Ben" });
    const as = (u: typeof asha) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      username: u.username,
      role: "admin" as const,
    });
    const now = new Date();
    expect(await heartbeat(db(), as(asha), "article", a.id, now)).toEqual([]);
    expect((await heartbeat(db(), as(ben), "article", a.id, now)).map((p) => p.userName)).toEqual(["Asha"]);
    const later = new Date(now.getTime() + 60_000);
    expect(await heartbeat(db(), as(ben), "article", a.id, later)).toEqual([]);
  });
});
