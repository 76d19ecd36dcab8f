import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREATIVE_TYPE_LABELS, DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { categoriesForPath } from "../../app/lib/category-search.ts";
import { openPglite } from "../../server/db/client.ts";
import { articles, creativePieces } from "../../server/db/schema.ts";
import { seedDemo } from "../../server/db/seed/seed-demo.ts";
import { listActiveBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { saveSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { addCorrection } from "../../server/modules/content/corrections.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { createPreviewLink, revokePreviewLink } from "../../server/modules/content/previews.ts";
import { setTakedown } from "../../server/modules/content/takedown.ts";
import { actor, makeArticle, staffActor } from "../helpers/factories.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { headTags } from "../helpers/head-tags.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

const PUBLIC_URL = "https://news.hillpost.test";
const SITE_NAME = `Hill Post & "Co"`;
const HOUR = 60 * 60 * 1000;
const FRESH_TITLE = `Floods <update> & "relief" reach Sylhet`;
/** As the upload pipeline names a picture (server/modules/media/uploads.ts); the file need not exist. */
const UPLOADED_PICTURE = "/uploads/market-day-1200.webp";
const CATEGORY_PATHS = [...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-feeds-"));
let server: RunningServer | undefined;
/** Slugs of the articles published in the last two days, read before the server starts. */
let recentSlugs: string[] = [];
let breaking: { id: string; title: string };
/** Issue 25's pages: preview links (live, revoked, of a piece published since), a corrected article and
 * one taken down, made before the server starts. */
const care = {
  live: "",
  revoked: "",
  publishedSince: "",
  publishedSlug: "",
  corrected: "",
  correctedAt: new Date(),
  takenDown: "",
  poemPreview: "",
  poem: "",
};
const CORRECTION = "The toll is 20 taka, not 200 taka.";

beforeAll(async () => {
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const { db } = database;
  await seedDemo(db);
  await saveSiteIdentity(db, actor("admin"), { siteName: SITE_NAME, siteTagline: "Plain news" });
  const now = Date.now();
  // Science: listed by /technology (and its feed), which has no category of its own. No image.
  await makeArticle(db, { title: FRESH_TITLE, category: "Science", publishedAt: new Date(now - HOUR) });
  await makeArticle(db, { title: "Three days old", publishedAt: new Date(now - 72 * HOUR) });
  await makeArticle(db, {
    title: "Market day in Tamu",
    imageUrl: UPLOADED_PICTURE,
    publishedAt: new Date(now - 2 * HOUR),
  });
  const editor = await staffActor(db);
  const draft = await makeArticle(db, { title: "Monsoon budget, a draft", publishedAt: null });
  care.live = (await createPreviewLink(db, editor, "article", draft.id)).path;
  const revoked = await createPreviewLink(db, editor, "article", draft.id);
  await revokePreviewLink(db, editor, revoked.id);
  care.revoked = revoked.path;
  const soon = await makeArticle(db, { title: "Published since its preview", publishedAt: null });
  care.publishedSince = (await createPreviewLink(db, editor, "article", soon.id)).path;
  const out = new Date(now - 30 * HOUR);
  await db
    .update(articles)
    .set({ status: "published", publishedAt: out, firstPublishedAt: out })
    .where(eq(articles.id, soon.id));
  care.publishedSlug = soon.slug;
  const corrected = await makeArticle(db, {
    title: "Bridge tolls set",
    publishedAt: new Date(now - 5 * HOUR),
  });
  care.corrected = corrected.slug;
  care.correctedAt = (
    await addCorrection(db, editor, "article", corrected.id, CORRECTION)
  ).correction.createdAt;
  const takenDown = await makeArticle(db, {
    title: "A student's essay",
    publishedAt: new Date(now - 3 * HOUR),
  });
  await setTakedown(db, editor, "article", takenDown.id, { noindex: true, author: "", reason: "Her safety" });
  care.takenDown = takenDown.slug;
  const poemDraft = await db
    .insert(creativePieces)
    .values({
      title: "Rain on tin roofs",
      type: "poetry",
      author: "A. Poet",
      content: "<p>Rain</p>",
      status: "draft",
      publishedAt: null,
    })
    .returning({ id: creativePieces.id });
  care.poemPreview = (await createPreviewLink(db, editor, "creative", poemDraft[0]!.id)).path;
  const poem = await publishForm(db, editor, "creative", {
    title: "Hill song",
    content: "<p>Song</p>",
    author: "B. Poet",
    imageUrl: "https://example.org/a.jpg",
  });
  await addCorrection(db, editor, "creative", poem.id, "The second verse was missing.");
  await setTakedown(db, editor, "creative", poem.id, { noindex: true, reason: "Asked" });
  care.poem = poem.id;
  // What the news sitemap lists: not what is kept out of search engines.
  const recent = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        isNotNull(articles.publishedAt),
        eq(articles.noindex, false),
        gte(articles.publishedAt, new Date(now - 47 * HOUR)),
      ),
    );
  recentSlugs = recent.map((r) => r.slug);
  [breaking] = (await listActiveBreakingNews(db)) as [{ id: string; title: string }];
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", PUBLIC_URL });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return `${server!.url}${url.slice(PUBLIC_URL.length)}`;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "item", "category"].includes(name),
  parseTagValue: false,
});

type Xml = Record<string, unknown>;

/** Fetches an XML document, checks its type and that it is well-formed, and parses it. */
async function xml(url: string, type: RegExp): Promise<Xml> {
  const response = await fetch(local(url));
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toMatch(type);
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return parser.parse(text) as Xml;
}

const isIsoDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);

async function sitemapsInRobots(): Promise<string[]> {
  const robots = await (await fetch(`${server!.url}/robots.txt`)).text();
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

type Channel = Xml & { item?: Xml[] };

/** The required elements of an RSS 2.0 channel and its items, absolute on PUBLIC_URL. */
function expectRss(doc: Xml, self: string, page: string, itemPath = "/article/"): Channel {
  const rss = doc.rss as Xml & { channel: Channel };
  expect(rss["@version"], self).toBe("2.0");
  const { channel } = rss;
  expect(channel.link, self).toBe(page);
  expect(channel.description, self).toBe("Plain news");
  expect(channel["atom:link"], self).toMatchObject({ "@href": self, "@rel": "self" });
  for (const item of channel.item ?? []) {
    expect(typeof item.title === "string" && item.title !== "", self).toBe(true);
    const link = item.link as string;
    expect(link.startsWith(`${PUBLIC_URL}${itemPath}`), link).toBe(true);
    expect(item.guid).toMatchObject({ "#text": link, "@isPermaLink": "true" });
    expect(Number.isNaN(Date.parse(item.pubDate as string)), link).toBe(false);
    expect(item["dc:creator"], link).toBeTruthy();
  }
  return channel;
}

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
        const answer = await fetch(`${server!.url}${path}`);
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

type Ld = Record<string, unknown>;

/** The NewsArticle JSON-LD of a page, with the fields Google's article rich results require. */
async function newsArticleLd(pagePath: string): Promise<{ ld: Ld; meta: Map<string, string> }> {
  const response = await fetch(`${server!.url}${pagePath}`);
  expect(response.status, pagePath).toBe(200);
  const head = headTags(await response.text());
  const ld = head.jsonLd.find((d) => (d as Ld)["@type"] === "NewsArticle") as Ld;
  expect(ld, pagePath).toBeDefined();
  expect(ld["@context"]).toBe("https://schema.org");
  expect(typeof ld.headline === "string" && ld.headline !== "").toBe(true);
  const images = ld.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image.startsWith(`${PUBLIC_URL}/`), image).toBe(true);
  expect(isIsoDate(ld.datePublished)).toBe(true);
  expect(isIsoDate(ld.dateModified)).toBe(true);
  const [author] = ld.author as Ld[];
  expect(author?.name).toBeTruthy();
  const publisher = ld.publisher as Ld & { logo: Ld };
  expect(publisher).toMatchObject({ "@type": "Organization", name: SITE_NAME, url: `${PUBLIC_URL}/` });
  expect(publisher.logo["@type"]).toBe("ImageObject");
  // The logo is a raster image the site serves, of the size the markup says.
  const logo = await fetch(local(publisher.logo.url as string));
  expect(logo.status).toBe(200);
  expect(logo.headers.get("content-type")).toBe("image/png");
  const { format, width, height } = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
  expect({ format, width, height }).toEqual({
    format: "png",
    width: publisher.logo.width,
    height: publisher.logo.height,
  });
  expect(width).toBeGreaterThanOrEqual(112);
  return { ld, meta: head.meta };
}

describe("structured data and sharing metadata", () => {
  it("every article on the home page: NewsArticle with headline, image, dates, author and publisher logo", async () => {
    const home = await (await fetch(`${server!.url}/`)).text();
    const paths = [...home.matchAll(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(new Set(paths).size).toBeGreaterThanOrEqual(6);
    for (const pagePath of new Set(paths)) {
      const { ld, meta } = await newsArticleLd(pagePath);
      expect(meta.get("og:url")).toBe(`${PUBLIC_URL}${pagePath}`);
      expect(meta.get("og:title")).toBe(ld.headline);
      expect((ld.mainEntityOfPage as Ld)["@id"]).toBe(`${PUBLIC_URL}${pagePath}`);
      // The demo's pictures are SVG, which sharing previews do not show: the PNG rendered beside each
      // stands in there (decision 0020).
      const [image] = ld.image as string[];
      if (image!.endsWith(".svg")) {
        expect(image!.startsWith(`${PUBLIC_URL}/images/`), image).toBe(true);
        expect(meta.get("og:image")).toBe(image!.replace(/\.svg$/, ".png"));
        expect(meta.get("twitter:card")).toBe("summary_large_image");
      }
    }
  });

  it("an article with an upload from before sharing previews shows it in the JSON-LD, and the default preview", async () => {
    const { ld, meta } = await newsArticleLd("/article/market-day-in-tamu");
    expect(ld.image).toEqual([`${PUBLIC_URL}${UPLOADED_PICTURE}`]);
    const preview = `${PUBLIC_URL}/images/default-article.png`;
    expect([meta.get("og:image"), meta.get("twitter:image")]).toEqual([preview, preview]);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });

  it("an article without a picture has the logo as its image, and its own title with the site name", async () => {
    const slug = recentSlugs.find((s) => s.startsWith("floods-update"))!;
    const { ld, meta } = await newsArticleLd(`/article/${slug}`);
    expect(ld.headline).toBe(FRESH_TITLE);
    expect(ld.image).toEqual([`${PUBLIC_URL}/images/logo.png`]);
    expect(ld.author).toEqual([
      { "@type": "Person", name: "Test Reporter", url: `${PUBLIC_URL}/author/test-reporter` },
    ]);
    expect(meta.get("og:image")).toBe(`${PUBLIC_URL}/images/default-article.png`);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
  });

  it("a breaking-news page has its own title, description, canonical, previews and JSON-LD", async () => {
    const pagePath = `/article/breaking-news-${breaking.id}`;
    const html = await (await fetch(`${server!.url}${pagePath}`)).text();
    const head = headTags(html);
    expect(head.title).toBe(`${breaking.title} | ${SITE_NAME}`);
    expect(head.links.find((l) => l.rel === "canonical")?.href).toBe(`${PUBLIC_URL}${pagePath}`);
    const description = head.meta.get("description")!;
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(
      Object.fromEntries(["og:type", "og:title", "og:url", "og:site_name"].map((k) => [k, head.meta.get(k)])),
    ).toEqual({
      "og:type": "article",
      "og:title": breaking.title,
      "og:url": `${PUBLIC_URL}${pagePath}`,
      "og:site_name": SITE_NAME,
    });
    const { ld } = await newsArticleLd(pagePath);
    expect(ld.headline).toBe(breaking.title);
    expect(ld.author).toEqual([{ "@type": "Organization", name: SITE_NAME, url: `${PUBLIC_URL}/` }]);
  });
});

describe("previews, corrections and takedowns (issue 25)", () => {
  it("a preview link shows the draft under its bar, noindex, never cached; revoked: 404; published since: 302", async () => {
    for (const round of [1, 2]) {
      const response = await fetch(`${server!.url}${care.live}`);
      expect([round, response.status]).toEqual([round, 200]);
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("x-cache")).toBeNull();
      const html = await response.text();
      expect(headTags(html).meta.get("robots")).toBe("noindex, nofollow");
      expect(html).toMatch(/<div role="status"[^>]*>Preview — not published/);
      expect(html).toContain("Monsoon budget, a draft</h1>");
    }
    const revoked = await fetch(`${server!.url}${care.revoked}`);
    expect([revoked.status, revoked.headers.get("x-robots-tag")]).toEqual([404, "noindex, nofollow"]);
    expect((await fetch(`${server!.url}/preview/${"x".repeat(43)}`)).status).toBe(404);
    const moved = await fetch(`${server!.url}${care.publishedSince}`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([302, `/article/${care.publishedSlug}`]);
  });

  it("a corrected article shows the dated correction under its headline and in its JSON-LD, with dateModified", async () => {
    const page = await (await fetch(`${server!.url}/article/${care.corrected}`)).text();
    // Without the markers React leaves between adjacent texts.
    const html = page.replaceAll("<!-- -->", "");
    expect(html).toMatch(
      new RegExp(
        `Bridge tolls set</h1><ul aria-label="Corrections".*Correction, <time[^>]*>[A-Z][a-z]+ \\d{1,2}, \\d{4}</time>:</span> ${CORRECTION}`,
      ),
    );
    const { ld } = await newsArticleLd(`/article/${care.corrected}`);
    const at = care.correctedAt.toISOString();
    expect(ld.correction).toEqual([{ "@type": "CorrectionComment", text: CORRECTION, datePublished: at }]);
    expect(ld.dateModified).toBe(at);
  });

  it("a taken-down article says noindex by meta and header, signs as Staff, leaves its writer's page, and is in neither sitemap", async () => {
    const response = await fetch(`${server!.url}/article/${care.takenDown}`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(headTags(html).meta.get("robots")).toBe("noindex");
    expect(html.replaceAll("<!-- -->", "")).toMatch(
      /By <span class="font-semibold"><span><a href="\/author\/staff"[^>]*>Staff<\/a>/,
    );
    // The writer's author page no longer lists it (issue 26: bylines are people).
    const writer = await (await fetch(`${server!.url}/author/test-reporter`)).text();
    expect(writer).toContain("/article/market-day-in-tamu");
    expect(writer).not.toContain(care.takenDown);
    for (const file of ["sitemap.xml", "news-sitemap.xml"]) {
      const text = await (await fetch(`${server!.url}/${file}`)).text();
      expect([file, text.includes(care.takenDown)]).toEqual([file, false]);
    }
    expect(await (await fetch(`${server!.url}/sitemap.xml`)).text()).toContain(care.corrected);
  });

  it("a creative piece: its preview, and its correction and noindex on the creative page's ?piece=", async () => {
    const preview = await (await fetch(`${server!.url}${care.poemPreview}`)).text();
    expect(preview).toContain("Preview — not published");
    expect(preview).toMatch(/<h1[^>]*>Rain on tin roofs<\/h1>/);
    const response = await fetch(`${server!.url}/creative?piece=${care.poem}`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(headTags(html).meta.get("robots")).toBe("noindex");
    expect(html).toMatch(/Correction, <time[^>]*>[^<]+<\/time>:<\/span> The second verse was missing\./);
  });

  it("the preview page is axe-clean at 375 and 1280 px", async () => {
    const browser = await launchBrowser();
    try {
      for (const width of [375, 1280]) {
        const { context, page } = await newPage(browser, { width });
        await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
        await page.goto(`${server!.url}${care.live}`, { waitUntil: "networkidle" });
        await expect(
          page.getByRole("status").filter({ hasText: "Preview — not published" }).isVisible(),
        ).resolves.toBe(true);
        expect([width, await axeViolations(page)]).toEqual([width, []]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
