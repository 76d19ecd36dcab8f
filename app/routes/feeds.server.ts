import type { AppLoadContext } from "react-router";
import { categoryFromPath, CREATIVE_TYPE_LABELS } from "#shared/categories.ts";
import { categoriesForPath, serializeCreativeSearch } from "~/lib/category-search.ts";
import { xmlDocument, xmlResponse, type XmlElement } from "~/lib/xml.ts";
import { entryText } from "#shared/live.ts";
import { missingFeed } from "../../server/http/missing.ts";
import { articleTag } from "../../server/http/page-changes.ts";
import { listArticlesForFeed } from "../../server/modules/articles/feed-queries.ts";
import { liveForFeed, type FeedLive } from "../../server/modules/live/now.ts";
import { listLatestCreativePieces } from "../../server/modules/creative/queries.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

const FEED_SIZE = 20;

type Db = AppLoadContext["services"]["db"];

type FeedItem = {
  title: string;
  link: string;
  description: string;
  category: string;
  author: string;
  date: Date | null;
  /** A live blog's last change readers saw (its latest entry): the item updates (decision 0081). */
  updated?: Date;
};

/** The items of a feed, with their links relative to the site; undefined when no page has that name.
 * `/feeds/{segment}.xml` follows the page at `/{segment}`: Technology lists Science, General every
 * category, Creative the creative pieces. */
async function feedItems(
  db: Db,
  segment: string | undefined,
  tags: Set<string>,
): Promise<FeedItem[] | undefined> {
  if (segment === "creative") {
    const pieces = await listLatestCreativePieces(db, FEED_SIZE);
    return pieces.map((p) => ({
      title: p.title,
      link: `/creative${serializeCreativeSearch({ piece: p.id })}`,
      description: p.excerpt,
      category: CREATIVE_TYPE_LABELS[p.type],
      author: p.author,
      date: p.publishedAt,
    }));
  }
  const categories = segment === undefined ? null : categoriesForPath(segment);
  if (categories && categories.length === 0) return undefined;
  const articles = await listArticlesForFeed(db, categories, FEED_SIZE);
  const live = await liveForFeed(
    db,
    articles.map((a) => a.id),
  );
  // An entry drops the feeds that carry its blog, as it drops the blog's page (its tag).
  for (const id of live.keys()) tags.add(articleTag(id));
  return articles.map((a) => {
    const blog = live.get(a.id);
    return {
      title: a.title,
      link: `/article/${a.slug}`,
      description: blog ? liveDescription(blog, a.excerpt) : a.excerpt,
      category: a.category,
      author: a.author,
      date: a.publishedAt,
      updated: blog?.updatedAt,
    };
  });
}

/** The longest a live item's latest entry is quoted in its description. */
const LATEST_QUOTED = 300;

/** A live blog's description: that it is live and its latest entry, or, once ended, its summary. */
function liveDescription(blog: FeedLive, excerpt: string): string {
  if (!blog.live) return excerpt;
  const latest = blog.latest === null ? "" : entryText(blog.latest);
  if (!latest) return `Live coverage, updating. ${excerpt}`.trim();
  const quoted = latest.length > LATEST_QUOTED ? `${latest.slice(0, LATEST_QUOTED - 1).trimEnd()}…` : latest;
  return `Live coverage, updating. Latest: ${quoted}`;
}

const itemXml = (base: string, item: FeedItem): XmlElement => ({
  title: item.title,
  link: base + item.link,
  guid: { "@isPermaLink": "true", "#text": base + item.link },
  description: item.description,
  category: item.category,
  "dc:creator": item.author,
  pubDate: item.date?.toUTCString(),
  "atom:updated": item.updated?.toISOString(),
});

/** RSS 2.0 of the latest stories: all articles (`/rss.xml`), or what one section page lists
 * (`/feeds/politics.xml`); a file that names no section is a missing feed (server/http/missing.ts). */
export async function rss(
  { services: { db, config }, pageTags }: AppLoadContext,
  file?: string,
): Promise<Response> {
  const segment = file === undefined ? undefined : /^([a-z]+)\.xml$/.exec(file)?.[1];
  if (file !== undefined && !segment) return missingFeed();
  const [{ siteName, siteTagline }, items] = await Promise.all([
    getSiteIdentity(db),
    feedItems(db, segment, pageTags),
  ]);
  if (!items) return missingFeed();
  const base = config.publicUrl;
  const self = segment ? `${base}/feeds/${segment}.xml` : `${base}/rss.xml`;
  const title = segment ? `${siteName}: ${categoryFromPath(segment)}` : siteName;
  const channel = {
    title,
    link: base + (segment ? `/${segment}` : "/"),
    description: siteTagline,
    language: "en",
    "atom:link": { "@href": self, "@rel": "self", "@type": "application/rss+xml" },
    item: items.map((item) => itemXml(base, item)),
  };
  return xmlResponse(
    xmlDocument({
      rss: {
        "@version": "2.0",
        "@xmlns:atom": "http://www.w3.org/2005/Atom",
        "@xmlns:dc": "http://purl.org/dc/elements/1.1/",
        channel,
      },
    }),
    "application/rss+xml",
  );
}
