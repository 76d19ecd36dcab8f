import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PREVIEW_LINK_DAYS } from "#shared/lifecycle.ts";
import { actor, makeArticle, staffActor as staff } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, creativePieces, previewLinks } from "../../db/schema.ts";
import { createPreviewLink, listPreviewLinks, readPreview, revokePreviewLink } from "./previews.ts";

const DAY = 24 * 60 * 60 * 1000;

const tokenOf = (path: string) => path.slice("/preview/".length);

describeEachEngine("preview links", ({ db }) => {
  it("shows a draft to whoever has the link, keeps only the token's hash, and expires after 7 days", async () => {
    const editor = await staff(db());
    const draft = await makeArticle(db(), { publishedAt: null, title: "Drains plan" });
    const now = new Date("2026-11-28T10:00:00Z");
    const link = await createPreviewLink(db(), editor, "article", draft.id, now);
    expect(link.path).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toEqual(new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY));
    const [stored] = await db().select().from(previewLinks).where(eq(previewLinks.id, link.id));
    expect(stored!.tokenHash).not.toContain(tokenOf(link.path));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shown = await readPreview(db(), tokenOf(link.path), new Date(now.getTime() + DAY));
    expect(shown && "kind" in shown && [shown.kind, shown.piece.title]).toEqual(["article", "Drains plan"]);
    expect(await readPreview(db(), tokenOf(link.path), link.expiresAt)).toBeNull();
    expect(await readPreview(db(), "A".repeat(43), now)).toBeNull();
    expect(await readPreview(db(), "not a token", now)).toBeNull();
  });

  it("stops a revoked link and lists the piece's links newest first with whether they still work", async () => {
    const editor = await staff(db());
    const [piece] = await db()
      .insert(creativePieces)
      .values({
        title: "Rain song",
        type: "poetry",
        author: "A. Poet",
        content: "<p>Rain</p>",
        status: "review",
        publishedAt: null,
      })
      .returning();
    const now = new Date();
    const first = await createPreviewLink(
      db(),
      editor,
      "creative",
      piece!.id,
      new Date(now.getTime() - 1000),
    );
    const second = await createPreviewLink(db(), editor, "creative", piece!.id, now);
    const shown = await readPreview(db(), tokenOf(first.path));
    expect(shown && "kind" in shown && shown.kind).toBe("creative");

    const revoked = await revokePreviewLink(db(), editor, first.id, now);
    expect(await readPreview(db(), tokenOf(first.path))).toBeNull();
    expect((await revokePreviewLink(db(), editor, first.id)).revokedAt).toEqual(revoked.revokedAt);
    const listed = await listPreviewLinks(db(), editor, "creative", piece!.id);
    expect(listed.map((l) => [l.id, l.live])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it("sends a link of a piece published since to its public address", async () => {
    const editor = await staff(db());
    const draft = await makeArticle(db(), { publishedAt: null, title: "Bridge opens" });
    const link = await createPreviewLink(db(), editor, "article", draft.id);
    await db()
      .update(articles)
      .set({ status: "published", publishedAt: new Date() })
      .where(eq(articles.id, draft.id));
    expect(await readPreview(db(), tokenOf(link.path))).toEqual({ redirect: `/article/${draft.slug}` });
  });

  it("refuses a link to a published piece, and readers", async () => {
    const editor = await staff(db());
    const published = await makeArticle(db());
    await expect(createPreviewLink(db(), editor, "article", published.id)).rejects.toMatchObject({
      status: 400,
      message: "This piece is published: share its public address instead of a preview link.",
    });
    const draft = await makeArticle(db(), { publishedAt: null });
    await expect(createPreviewLink(db(), actor("reader"), "article", draft.id)).rejects.toMatchObject({
      status: 403,
    });
    await expect(createPreviewLink(db(), editor, "article", "nope")).rejects.toMatchObject({ status: 404 });
    expect(await db().select().from(previewLinks).where(eq(previewLinks.articleId, draft.id))).toEqual([]);
  });
});
