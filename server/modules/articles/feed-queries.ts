import { and, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { listedPieces } from "../content/archive-listing.ts";
import { cardColumns, type ArticleCard } from "./columns.ts";

/** Published; in an archive, not taken down (decision 0080). */
const published = listedPieces(articles);
/** Sitemaps leave out a piece taken down from search engines (decision 0038); feeds and lists keep it
 * (but an archive's: content/archive-listing.ts). */
const indexable = and(published, eq(articles.noindex, false));
const newestFirst = [desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id)];

/** Every published article's address and last change, newest first, for sitemap.xml (not those kept
 * out of search engines). */
export function listArticlesForSitemap(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(indexable)
    .orderBy(...newestFirst);
}

/** The most a news sitemap may list (Google News: 1,000 addresses per sitemap). */
export const NEWS_SITEMAP_MAX = 1000;

/** The articles published since `since`, newest first, for the news sitemap (not those kept out of
 * search engines). */
export async function listArticlesForNewsSitemap(
  db: Db,
  since: Date,
): Promise<{ slug: string; title: string; publishedAt: Date }[]> {
  const rows = await db
    .select({ slug: articles.slug, title: articles.title, publishedAt: articles.publishedAt })
    .from(articles)
    .where(and(indexable, gte(articles.publishedAt, since)))
    .orderBy(...newestFirst)
    .limit(NEWS_SITEMAP_MAX);
  return rows.flatMap((r) => (r.publishedAt ? [{ ...r, publishedAt: r.publishedAt }] : []));
}

/** The latest published articles of some categories (null: of all), newest first, for a feed. */
export function listArticlesForFeed(
  db: Db,
  categories: readonly string[] | null,
  limit: number,
): Promise<ArticleCard[]> {
  const where: SQL[] = [published];
  if (categories) where.push(inArray(articles.category, [...categories]));
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(limit);
}
