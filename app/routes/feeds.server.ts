import type { AppLoadContext } from "react-router";
import { categoryFromPath, CREATIVE_TYPE_LABELS } from "#shared/categories.ts";
import { categoriesForPath, serializeCreativeSearch } from "~/lib/category-search.ts";
import { xmlDocument, xmlResponse, type XmlElement } from "~/lib/xml.ts";
import { missingFeed } from "../../server/http/missing.ts";
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

const itemXml = (base: string, item: FeedItem): XmlElement => ({
  title: item.title,
  link: base + item.link,
  guid: { "@isPermaLink": "true", "#text": base + item.link },
  description: item.description,
  category: item.category,
  "dc:creator": item.author,
  pubDate: item.date?.toUTCString(),
});

/** RSS 2.0 of the latest stories: all articles (`/rss.xml`), or what one section page lists
 * (`/feeds/politics.xml`); a file that names no section is a missing feed (server/http/missing.ts). */
export async function rss({ services: { db, config } }: AppLoadContext, file?: string): Promise<Response> {
  const segment = file === undefined ? undefined : /^([a-z]+)\.xml$/.exec(file)?.[1];
  if (file !== undefined && !segment) return missingFeed();
  const [{ siteName, siteTagline }, items] = await Promise.all([getSiteIdentity(db), feedItems(db, segment)]);
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
