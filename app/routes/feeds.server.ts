import type { AppLoadContext } from "react-router";
import { categoryFromPath, CREATIVE_TYPE_LABELS } from "#shared/categories.ts";
import { categoriesForPath, serializeCreativeSearch } from "~/lib/category-search.ts";
import { xmlEscape, xmlResponse } from "~/lib/xml.ts";
import { listArticlesForFeed } from "../../server/modules/articles/feed-queries.ts";
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
};

/** The items of a feed, with their links relative to the site; undefined when no page has that name.
 * `/feeds/{segment}.xml` follows the page at `/{segment}`: Technology lists Science, General every
 * category, Creative the creative pieces. */
async function feedItems(db: Db, segment: string | undefined): Promise<FeedItem[] | undefined> {
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
  return articles.map((a) => ({
    title: a.title,
    link: `/article/${a.slug}`,
    description: a.excerpt,
    category: a.category,
    author: a.author,
    date: a.publishedAt,
  }));
}

const itemXml = (base: string, item: FeedItem) => {
  const link = xmlEscape(base + item.link);
  return `<item><title>${xmlEscape(item.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><description>${xmlEscape(item.description)}</description><category>${xmlEscape(item.category)}</category><dc:creator>${xmlEscape(item.author)}</dc:creator>${item.date ? `<pubDate>${item.date.toUTCString()}</pubDate>` : ""}</item>`;
};

/** RSS 2.0 of the latest stories: all articles (`/rss.xml`), or what one section page lists
 * (`/feeds/politics.xml`); null for a file that names no section. */
export async function rss(
  { services: { db, config } }: AppLoadContext,
  file?: string,
): Promise<Response | null> {
  const segment = file === undefined ? undefined : /^([a-z]+)\.xml$/.exec(file)?.[1];
  if (file !== undefined && !segment) return null;
  const [{ siteName, siteTagline }, items] = await Promise.all([getSiteIdentity(db), feedItems(db, segment)]);
  if (!items) return null;
  const base = config.publicUrl;
  const self = segment ? `${base}/feeds/${segment}.xml` : `${base}/rss.xml`;
  const title = segment ? `${siteName}: ${categoryFromPath(segment)}` : siteName;
  return xmlResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n<channel><title>${xmlEscape(title)}</title><link>${xmlEscape(base + (segment ? `/${segment}` : "/"))}</link><description>${xmlEscape(siteTagline)}</description><language>en</language><atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>\n${items.map((item) => itemXml(base, item)).join("\n")}\n</channel>\n</rss>\n`,
    "application/rss+xml",
  );
}
