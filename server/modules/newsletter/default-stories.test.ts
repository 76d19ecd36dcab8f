import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { ISSUE_MOST_READ } from "#shared/schemas/newsletter.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { actor, makeArticle } from "../../../tests/helpers/factories.ts";
import { articles, creativePieces, newsletterIssues, pieceViews } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { currentDraft } from "./issues.ts";
import { defaultStories } from "./stories.ts";

const HOUR = 3_600_000;
const admin = actor("admin");

async function publishedAgo(db: Db, id: string, ms: number) {
  await db
    .update(articles)
    .set({ publishedAt: new Date(Date.now() - ms) })
    .where(eq(articles.id, id));
}

const read = (db: Db, pieceId: string, views: number, kind: "article" | "creative" = "article") =>
  db.insert(pieceViews).values({ pieceId, kind, day: new Date().toISOString().slice(0, 10), views });

describeEachEngine("a new issue's stories", ({ db }) => {
  it("starts with the featured pieces and the ten most read of those published since the last issue was sent", async () => {
    // Before the last issue went out: left out, however read or featured.
    const before = await makeArticle(db(), { title: "Before the last issue", featured: true });
    await publishedAgo(db(), before.id, 3 * HOUR);
    await read(db(), before.id, 999);
    await db()
      .insert(newsletterIssues)
      .values({ subject: "Last", status: "sent", sendStartedAt: new Date(Date.now() - 2 * HOUR) });

    await makeArticle(db(), { title: "Featured one", featured: true });
    await makeArticle(db(), { title: "Featured two", featured: true });
    const plain = [];
    for (let i = 0; i < 14; i++) plain.push(await makeArticle(db(), { title: `Plain ${i}` }));
    const [poem] = await db()
      .insert(creativePieces)
      .values({ title: "A read poem", type: "poetry", author: "A. Poet", content: "<p>Lines.</p>" })
      .returning();
    // Eleven read pieces (the poem among them), three never read: the ten most read go in.
    for (let i = 0; i < 10; i++) await read(db(), plain[i]!.id, 100 - i * 5);
    await read(db(), poem!.id, 72, "creative");

    const draft = await currentDraft(db(), admin);
    const titles = await db()
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .then((rows) => new Map([...rows.map((r) => [r.id, r.title] as const), [poem!.id, poem!.title]]));
    const chosen = draft.stories.map((s) => titles.get(s.id));
    expect(chosen).toEqual([
      "Featured two", // unread, as the other: the newer first
      "Featured one",
      "Plain 0", // 100 views
      "Plain 1",
      "Plain 2",
      "Plain 3",
      "Plain 4",
      "Plain 5", // 75
      "A read poem", // 72
      "Plain 6",
      "Plain 7",
      "Plain 8", // 60; Plain 9 (55) is the eleventh
    ]);
    expect(chosen.filter((t) => !t?.startsWith("Featured"))).toHaveLength(ISSUE_MOST_READ);
    expect(draft.stories.find((s) => s.id === poem!.id)).toEqual({ kind: "creative", id: poem!.id });
  });

  it("takes the newest when nothing was read, and only the last seven days before the first issue", async () => {
    await db().delete(newsletterIssues);
    await db().execute(sql`delete from piece_views`);
    await db()
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 30 * 24 * HOUR) });
    await db()
      .update(creativePieces)
      .set({ publishedAt: new Date(Date.now() - 30 * 24 * HOUR) });
    const old = await makeArticle(db(), { title: "Eight days old" });
    await publishedAgo(db(), old.id, 8 * 24 * HOUR);
    const recent = [];
    for (let i = 0; i < 12; i++) {
      const a = await makeArticle(db(), { title: `Recent ${i}` });
      await publishedAgo(db(), a.id, (12 - i) * HOUR);
      recent.push(a);
    }
    const since = new Date(Date.now() - 7 * 24 * HOUR);
    const stories = await defaultStories(db(), since);
    expect(stories.map((s) => s.title)).toEqual(
      recent
        .slice(2)
        .reverse()
        .map((a) => a.title),
    );
    const draft = await currentDraft(db(), admin);
    expect(draft.stories.map((s) => s.id)).toEqual(stories.map((s) => s.id));
  });
});
