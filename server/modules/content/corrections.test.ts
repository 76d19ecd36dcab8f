import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeArticle, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, corrections, revisions } from "../../db/schema.ts";
import { addCorrection, listCorrections } from "./corrections.ts";

describeEachEngine("corrections", ({ db }) => {
  it("adds a dated correction to a published piece, moves its Updated date, and writes its revision", async () => {
    const editor = await staffActor(db());
    const article = await makeArticle(db(), { publishedAt: new Date("2026-11-20T08:00:00Z") });
    const now = new Date("2026-11-28T09:30:00Z");
    const added = await addCorrection(
      db(),
      editor,
      "article",
      article.id,
      "  The bridge is 40 m long, not 400 m. ",
      now,
    );
    expect(added.correction).toMatchObject({ note: "The bridge is 40 m long, not 400 m.", createdAt: now });
    expect(added.publicHref).toBe(`/article/${article.slug}`);
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect([row!.updatedAt, row!.version, row!.publishedAt]).toEqual([
      now,
      2,
      new Date("2026-11-20T08:00:00Z"),
    ]);
    // The newest: the factory writes the piece\'s first revision (issue 37).
    const [revision] = await db()
      .select()
      .from(revisions)
      .where(eq(revisions.articleId, article.id))
      .orderBy(desc(revisions.version));
    expect(revision).toMatchObject({
      version: 2,
      reason: "Correction: The bridge is 40 m long, not 400 m.",
      userId: editor.id,
    });
    expect((await listCorrections(db(), editor, "article", article.id)).map((c) => c.note)).toEqual([
      "The bridge is 40 m long, not 400 m.",
    ]);
  });

  it("refuses a draft, an empty or overlong note, and changes nothing", async () => {
    const editor = await staffActor(db());
    const draft = await makeArticle(db(), { publishedAt: null });
    await expect(addCorrection(db(), editor, "article", draft.id, "A fix")).rejects.toMatchObject({
      status: 400,
      message: "Only a published piece takes a correction: edit a draft, or publish the piece first.",
    });
    const article = await makeArticle(db());
    await expect(addCorrection(db(), editor, "article", article.id, "   ")).rejects.toMatchObject({
      status: 400,
      message: "Please write the correction",
    });
    await expect(addCorrection(db(), editor, "article", article.id, "x".repeat(1001))).rejects.toMatchObject({
      message: "A correction can be at most 1000 characters long",
    });
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row!.version).toBe(1);
    expect(await db().select().from(corrections)).toHaveLength(1);
  });
});
