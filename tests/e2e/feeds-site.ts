/** The site of tests/e2e/feeds-sitemaps.test.ts and page-metadata.test.ts: the demo content, a few pieces
 * of their own, and the built server at PUBLIC_URL; and how to read its feeds and its pages' metadata. */
import fs from "node:fs";
import path from "node:path";
import { and, eq, gte, isNotNull } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { openPglite } from "../../server/db/client.ts";
import { articles, creativePieces } from "../../server/db/schema.ts";
import { listActiveBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { saveSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { addCorrection } from "../../server/modules/content/corrections.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { createPreviewLink, revokePreviewLink } from "../../server/modules/content/previews.ts";
import { setTakedown } from "../../server/modules/content/takedown.ts";
import { actor, makeArticle, staffActor } from "../helpers/factories.ts";
import { headTags } from "../helpers/head-tags.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

export const PUBLIC_URL = "https://news.hillpost.test";
export const SITE_NAME = `Hill Post & "Co"`;
export const HOUR = 60 * 60 * 1000;
export const FRESH_TITLE = `Floods <update> & "relief" reach Sylhet`;
/** As the upload pipeline names a picture (server/modules/media/uploads.ts); the file need not exist. */
export const UPLOADED_PICTURE = "/uploads/market-day-1200.webp";
export const CATEGORY_PATHS = [...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS];

// Made for each file that sets the site up, in its beforeAll: test files share this module when they
// share a worker (isolate: false), and the first one's afterAll removes its directory.
let dataDir = "";
let server: RunningServer | undefined;
/** The running server's own address (PUBLIC_URL is not it). */
export const siteUrl = (): string => {
  if (!server) throw new Error("The site is not started");
  return server.url;
};
/** Slugs of the articles published in the last two days, read before the server starts. */
export let recentSlugs: string[] = [];
export let breaking: { id: string; title: string };
/** Issue 25's pages: preview links (live, revoked, of a piece published since), a corrected article and
 * one taken down, made before the server starts. */
export const care = {
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
export const CORRECTION = "The toll is 20 taka, not 200 taka.";

/** Registers the file's set-up: the demo content, this file's pieces, and the built server on them. */
export function setUpFeedsSite(): void {
  beforeAll(async () => {
    dataDir = newDataDir("borderland-feeds-", "seeded");
    const database = await openPglite(path.join(dataDir, "db"));
    await database.migrate();
    const { db } = database;
    // The data directory holds the demo content already (seedDemo, tests/helpers/pglite-templates.ts).
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
    await setTakedown(db, editor, "article", takenDown.id, {
      noindex: true,
      author: "",
      reason: "Her safety",
    });
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
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

export const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  return `${siteUrl()}${url.slice(PUBLIC_URL.length)}`;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["url", "item", "category"].includes(name),
  parseTagValue: false,
});

export type Xml = Record<string, unknown>;

/** Fetches an XML document, checks its type and that it is well-formed, and parses it. */
export async function xml(url: string, type: RegExp): Promise<Xml> {
  const response = await fetch(local(url));
  expect(response.status, url).toBe(200);
  expect(response.headers.get("content-type"), url).toMatch(type);
  const text = await response.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  return parser.parse(text) as Xml;
}

export const isIsoDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);

export type Channel = Xml & { item?: Xml[] };

/** The required elements of an RSS 2.0 channel and its items, absolute on PUBLIC_URL. */
export function expectRss(doc: Xml, self: string, page: string, itemPath = "/article/"): Channel {
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

export type Ld = Record<string, unknown>;

/** The NewsArticle JSON-LD of a page, with the fields Google's article rich results require. */
export async function newsArticleLd(pagePath: string): Promise<{ ld: Ld; meta: Map<string, string> }> {
  const response = await fetch(`${siteUrl()}${pagePath}`);
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
