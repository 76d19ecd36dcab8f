import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { listArticlesForFeed, listArticlesForNewsSitemap } from "./feed-queries.ts";

const HOUR = 60 * 60 * 1000;
const token = () => `tok${randomBytes(5).toString("hex")}`;

describeEachEngine("feed queries", ({ db }) => {
  it("the news sitemap lists the articles published since the given moment, newest first, no drafts", async () => {
    // A moment after every other test's articles, so that only this test's rows are that recent.
    const at = new Date("2031-05-01T12:00:00Z").getTime();
    const t = token();
    const make = (title: string, publishedAt: Date | null) =>
      makeArticle(db(), { title: `${t} ${title}`, publishedAt });
    const older = await make("47 hours", new Date(at - 47 * HOUR));
    const newer = await make("1 hour", new Date(at - HOUR));
    await make("49 hours", new Date(at - 49 * HOUR));
    await make("draft", null);
    const listed = await listArticlesForNewsSitemap(db(), new Date(at - 48 * HOUR));
    expect(listed).toEqual([
      { slug: newer.slug, title: newer.title, publishedAt: new Date(at - HOUR) },
      { slug: older.slug, title: older.title, publishedAt: new Date(at - 47 * HOUR) },
    ]);
  });

  it("a feed lists the latest published articles of its categories, or of all, up to the limit", async () => {
    const t = token();
    const science = await makeArticle(db(), { title: `${t} science`, category: "Science" });
    await makeArticle(db(), { title: `${t} draft`, category: "Science", publishedAt: null });
    const feed = await listArticlesForFeed(db(), ["Science", "Lifestyle"], 50);
    expect(feed.length).toBeGreaterThan(0);
    for (const a of feed) expect(["Science", "Lifestyle"]).toContain(a.category);
    expect(feed.map((a) => a.title).filter((title) => title.startsWith(t))).toEqual([science.title]);
    expect(await listArticlesForFeed(db(), null, 3)).toHaveLength(3);
  });
});
