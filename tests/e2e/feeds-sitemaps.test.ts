import { describe, expect, it } from "vitest";
import { CREATIVE_TYPE_LABELS } from "#shared/categories.ts";
import { categoriesForPath } from "../../app/lib/category-search.ts";
import { headTags } from "../helpers/head-tags.ts";
import {
  CATEGORY_PATHS,
  expectRss,
  FRESH_TITLE,
  HOUR,
  isIsoDate,
  local,
  PUBLIC_URL,
  recentSlugs,
  setUpFeedsSite,
  SITE_NAME,
  siteUrl,
  xml,
  type Channel,
  type Xml,
} from "./feeds-site.ts";

/** Sitemaps and RSS feeds, at PUBLIC_URL, as crawlers and feed readers fetch them. */
setUpFeedsSite();

async function sitemapsInRobots(): Promise<string[]> {
  const robots = await (await fetch(`${siteUrl()}/robots.txt`)).text();
  return [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1]!);
}

describe("sitemaps", () => {
  it("robots.txt lists the sitemap and the news sitemap at PUBLIC_URL", async () => {
    expect(await sitemapsInRobots()).toEqual([`${PUBLIC_URL}/sitemap.xml`, `${PUBLIC_URL}/news-sitemap.xml`]);
  });

  it("sitemap.xml: every public page and every article, absolute, articles with their last change", async () => {
    const doc = await xml(`${PUBLIC_URL}/sitemap.xml`, /^application\/xml/);
    const set = doc.urlset as { "@xmlns": string; url: { loc: string; lastmod?: string }[] };
    expect(set["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = set.url.map((u) => u.loc);
    for (const p of ["/", "/creative", ...CATEGORY_PATHS.map((s) => `/${s}`)])
      expect(locs).toContain(`${PUBLIC_URL}${p}`);
    const articleUrls = set.url.filter((u) => u.loc.startsWith(`${PUBLIC_URL}/article/`));
    expect(articleUrls.length).toBeGreaterThanOrEqual(50);
    for (const u of articleUrls) expect(isIsoDate(u.lastmod), u.loc).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("the news sitemap: exactly the last two days' articles, each with publication, date and title", async () => {
    const doc = await xml(`${PUBLIC_URL}/news-sitemap.xml`, /^application\/xml/);
    const set = doc.urlset as Xml & { url: Xml[] };
    expect(set["@xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(set["@xmlns:news"]).toBe("http://www.google.com/schemas/sitemap-news/0.9");
    const twoDaysAgo = Date.now() - 48 * HOUR;
    const titles = new Map<string, string>();
    for (const url of set.url) {
      const loc = url.loc as string;
      const news = url["news:news"] as Xml;
      expect(news["news:publication"], loc).toEqual({ "news:name": SITE_NAME, "news:language": "en" });
      const date = news["news:publication_date"];
      expect(isIsoDate(date), loc).toBe(true);
      expect(new Date(date as string).getTime(), loc).toBeGreaterThanOrEqual(twoDaysAgo);
      expect(typeof news["news:title"] === "string" && news["news:title"] !== "", loc).toBe(true);
      titles.set(loc, news["news:title"] as string);
    }
    expect([...titles.keys()].sort()).toEqual(recentSlugs.map((s) => `${PUBLIC_URL}/article/${s}`).sort());
    expect(recentSlugs.length).toBeGreaterThanOrEqual(5);
    expect([...titles.values()]).toContain(FRESH_TITLE);
    expect([...titles.values()]).not.toContain("Three days old");
  });

  it("every address in sitemap.xml answers 200 with the site name in its title and itself as canonical", async () => {
    const doc = await xml(`${PUBLIC_URL}/sitemap.xml`, /^application\/xml/);
    for (const { loc } of (doc.urlset as { url: { loc: string }[] }).url) {
      const response = await fetch(local(loc));
      expect(response.status, loc).toBe(200);
      const head = headTags(await response.text());
      expect(
        head.title === SITE_NAME || head.title?.endsWith(` | ${SITE_NAME}`),
        `${loc}: ${head.title}`,
      ).toBe(true);
      expect(head.links.find((l) => l.rel === "canonical")?.href, loc).toBe(loc);
    }
  });
});

describe("RSS feeds", () => {
  it("/rss.xml: the latest 20 stories under the saved site name", async () => {
    const doc = await xml(`${PUBLIC_URL}/rss.xml`, /^application\/rss\+xml/);
    const channel = expectRss(doc, `${PUBLIC_URL}/rss.xml`, `${PUBLIC_URL}/`);
    expect(channel.title).toBe(SITE_NAME);
    expect(channel.item).toHaveLength(20);
    expect(channel.item![0]!.title).toBe(FRESH_TITLE);
  });

  it("each category page and the creative page link a feed of what they list, titled with the site name", async () => {
    const sections = [...CATEGORY_PATHS, "creative"];
    for (const segment of sections) {
      const page = `${PUBLIC_URL}/${segment}`;
      const head = headTags(await (await fetch(local(page))).text());
      const feeds = head.links.filter((l) => l.rel === "alternate" && l.type === "application/rss+xml");
      const own = `${PUBLIC_URL}/feeds/${segment}.xml`;
      expect(
        feeds.map((l) => l.href),
        segment,
      ).toEqual([`${PUBLIC_URL}/rss.xml`, own]);
      expect(feeds[1]!.title?.startsWith(`${SITE_NAME}: `), segment).toBe(true);
      const itemPath = segment === "creative" ? "/creative?piece=" : "/article/";
      const channel = expectRss(await xml(own, /^application\/rss\+xml/), own, page, itemPath);
      expect(channel.title, segment).toBe(feeds[1]!.title);
      expect(channel.item?.length, segment).toBeGreaterThan(0);
      const allowed =
        segment === "creative" ? Object.values(CREATIVE_TYPE_LABELS) : categoriesForPath(segment);
      for (const item of channel.item!)
        if (allowed) expect(allowed, segment).toContain((item.category as string[])[0]);
    }
    const technology = await xml(`${PUBLIC_URL}/feeds/technology.xml`, /^application\/rss\+xml/);
    expect(((technology.rss as Xml).channel as Channel).item![0]!.title).toBe(FRESH_TITLE);
  });

  it("answers what is not there in its family's own type: feeds and files as text, endpoints as JSON, pages as the 404 page", async () => {
    const expected = [
      ["/feeds/gossip.xml", "text/plain"],
      ["/feeds/nope.xml", "text/plain"],
      ["/feeds/politics/old.xml", "text/plain"],
      ["/uploads/nope.webp", "text/plain"],
      ["/assets/nope-1a2b3c.js", "text/plain"],
      ["/api/nope", "application/json"],
      ["/nope.xml", "text/html"],
      ["/no-such-page", "text/html"],
    ];
    const answers = await Promise.all(
      expected.map(async ([path]) => {
        const answer = await fetch(`${siteUrl()}${path}`);
        return [path, `${answer.status} ${answer.headers.get("content-type")?.split(";")[0]}`];
      }),
    );
    expect(answers).toEqual(expected.map(([path, type]) => [path, `404 ${type}`]));
  });

  it("a creative feed item opens its piece on the creative page", async () => {
    const feed = await xml(`${PUBLIC_URL}/feeds/creative.xml`, /^application\/rss\+xml/);
    const [item] = ((feed.rss as Xml).channel as Channel).item!;
    const head = headTags(await (await fetch(local(item!.link as string))).text());
    expect(head.title).toBe(`${item!.title as string} | ${SITE_NAME}`);
  });
});
