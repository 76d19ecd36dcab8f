import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeArticle, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, revisions } from "../../db/schema.ts";
import { listArticlesForNewsSitemap, listArticlesForSitemap } from "../articles/feed-queries.ts";
import { bylinePeople } from "../people/bylines.ts";
import { pieceRef } from "./revisions.ts";
import { setTakedown } from "./takedown.ts";

describeEachEngine("takedowns", ({ db }) => {
  it("keeps a piece out of search engines and replaces its byline (also in pending edits), with the reason", async () => {
    const editor = await staffActor(db());
    const article = await makeArticle(db(), { author: "Rina Das" });
    await db()
      .update(articles)
      .set({ pending: { title: "Edited", author: "Rina Das" }, pendingVersion: 1 })
      .where(eq(articles.id, article.id));
    const now = new Date();
    const done = await setTakedown(
      db(),
      editor,
      "article",
      article.id,
      { noindex: true, author: "", reason: "The student asked, for her safety" },
      now,
    );
    expect(done).toEqual({ noindex: true, author: "Staff", version: 2, published: true });
    // The byline's people too: the piece leaves its writer's author page for Staff's.
    expect((await bylinePeople(db(), pieceRef("article", article.id))).map((p) => p.name)).toEqual(["Staff"]);
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect([row!.author, row!.noindex, row!.pending, row!.updatedAt]).toEqual([
      "Staff",
      true,
      { title: "Edited", author: "Staff", authors: [{ id: expect.any(String), name: "Staff" }] },
      now,
    ]);
    // The newest: the factory writes the piece\'s first revision (issue 37).
    const [revision] = await db()
      .select()
      .from(revisions)
      .where(eq(revisions.articleId, article.id))
      .orderBy(desc(revisions.version));
    expect(revision).toMatchObject({ reason: "Takedown: The student asked, for her safety", version: 2 });
    expect((revision!.fields as { author: string }).author).toBe("Staff");
    const slugs = async () => [
      (await listArticlesForSitemap(db())).map((a) => a.slug),
      (await listArticlesForNewsSitemap(db(), new Date(0))).map((a) => a.slug),
    ];
    expect((await slugs()).map((list) => list.includes(article.slug))).toEqual([false, false]);

    await setTakedown(db(), editor, "article", article.id, { noindex: false, reason: "Indexed again" });
    expect((await slugs()).map((list) => list.includes(article.slug))).toEqual([true, true]);
  });

  it("refuses a takedown without a reason and changes nothing", async () => {
    const editor = await staffActor(db());
    const article = await makeArticle(db(), { author: "Rina Das" });
    await expect(
      setTakedown(db(), editor, "article", article.id, { noindex: true, author: "", reason: " " }),
    ).rejects.toMatchObject({ status: 400, message: "Please give the reason for the takedown" });
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect([row!.author, row!.noindex, row!.version]).toEqual(["Rina Das", false, 1]);
  });
});
