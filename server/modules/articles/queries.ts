import { and, desc, eq, gte, ilike, inArray, lt, ne, or, type SQL } from "drizzle-orm";
import {
  FEATURED_LIMIT,
  LATEST_LIMIT,
  PAGE_SIZE,
  PER_CATEGORY_LIMIT,
  RELATED_LIMIT,
} from "#shared/constants.ts";
import { dayRange } from "#shared/day-range.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import {
  countNewestFirst,
  countRows,
  escapeLike,
  pageOf,
  usesTrigrams,
  type Page,
} from "../content/count.ts";
import { beyondRow, listedPieces, listingOrder, listingPage } from "../content/archive-listing.ts";
import { countArticles } from "../content/list-counts.ts";
import { articlePageColumns } from "../content/page-columns.ts";
import { cardColumns, type ArticleCard } from "./columns.ts";

/** Only a published article is on a public surface: the status check (migration 0009) holds
 * published_at set exactly while the status is 'published'. In an archive, not a taken-down one
 * (content/archive-listing.ts). */
export const published = listedPieces(articles);
/** An article page's columns: everything but the pending edits readers never see. */
const pageColumns = articlePageColumns;
/** The id breaks ties, so that pages of equal timestamps never overlap or skip a row. */
export const newestFirst = [desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id)];
/** newestFirst's columns, as keyset pages read on along them (content/archive-listing.ts). */
const newestKey = [articles.publishedAt, articles.createdAt, articles.id];

export function listLatestArticles(db: Db, limit = LATEST_LIMIT): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(published)
    .orderBy(...newestFirst)
    .limit(limit);
}

export function listFeaturedArticles(db: Db, limit = FEATURED_LIMIT): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(published, eq(articles.featured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export function listArticlesByCategory(
  db: Db,
  category: string,
  limit = PER_CATEGORY_LIMIT,
): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(published, eq(articles.category, category)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export function listRelatedArticles(
  db: Db,
  article: { id: string; category: string },
  limit = RELATED_LIMIT,
): Promise<ArticleCard[]> {
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(published, eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function getArticleBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(pageColumns)
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  return row ?? null;
}

export type ArticleSearch = {
  /** null: every category. */
  categories: readonly string[] | null;
  q?: string;
  /** YYYY-MM-DD, a calendar day in `timeZone`. */
  date?: string;
  page: number;
  timeZone: string;
};

/** Category page search (SPEC.md §5): case-insensitive substring of title, excerpt or author, and the
 * same calendar day as published_at, paginated by PAGE_SIZE. Without a search or a day, the count is
 * article_counts'; with one, it stops a little past the asked page (countCap). */
export async function searchArticles(db: Db, search: ArticleSearch): Promise<Page<ArticleCard>> {
  const conditions: SQL[] = [published];
  if (search.categories) conditions.push(inArray(articles.category, [...search.categories]));
  const listed = and(...conditions);
  const q = search.q?.trim();
  const pattern = `%${escapeLike(q ?? "")}%`;
  const match = q
    ? or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern), ilike(articles.author, pattern))!
    : undefined;
  if (match) conditions.push(match);
  if (search.date) {
    const { start, end } = dayRange(search.date, search.timeZone);
    conditions.push(gte(articles.publishedAt, start), lt(articles.publishedAt, end));
  }
  const where = and(...conditions);
  const inList = () => countArticles(db, { categories: search.categories, publishedOnly: true });
  const count = async (cap: number) => {
    const trigrams = usesTrigrams(q);
    if (search.date) return countRows(db, articles, where, { cap, trigrams });
    if (!match) return inList();
    const baseRows = (await inList()).total;
    return countNewestFirst(db, articles, {
      base: listed,
      match,
      newest: newestFirst,
      baseRows,
      cap,
      trigrams,
    });
  };
  return pageOf(
    search.page,
    PAGE_SIZE,
    count,
    (offset) =>
      listingPage(
        `articles ${JSON.stringify([search.categories, q, search.date])}`,
        offset,
        PAGE_SIZE,
        async (from, skip) => {
          const rows = await db
            .select(cardColumns)
            .from(articles)
            .where(from ? and(where, beyondRow(articles, newestKey, from)) : where)
            .orderBy(...listingOrder(newestKey, from))
            .limit(PAGE_SIZE)
            .offset(skip);
          return from?.before ? rows.reverse() : rows;
        },
        (row) => row.id,
      ),
    { together: false },
  );
}
