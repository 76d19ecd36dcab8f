import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, liveBlogs, liveEntries } from "../../db/schema.ts";
import { cardColumns, type ArticleCard } from "../articles/columns.ts";
import { published } from "../articles/queries.ts";

/**
 * What is live now, for the public surfaces beyond the blog's own page (decision 0081): the ticker, the
 * home page's lead and the feeds. Starting or ending a blog, and its lead setting, drop every list
 * ('content'); an entry drops the pages that declare the article's tag (its page, /live/:id, feeds).
 */

/** The most live blogs the ticker shows at once. */
export const TICKER_LIVE_MAX = 5;

const liveNow = and(published, isNull(liveBlogs.endedAt));

/** The published live blogs not ended, the latest started first (the ticker's 'LIVE' items). */
export function listLiveNow(db: Db): Promise<{ id: string; title: string; slug: string }[]> {
  return db
    .select({ id: articles.id, title: articles.title, slug: articles.slug })
    .from(liveBlogs)
    .innerJoin(articles, eq(articles.id, liveBlogs.articleId))
    .where(liveNow)
    .orderBy(desc(liveBlogs.startedAt), desc(liveBlogs.articleId))
    .limit(TICKER_LIVE_MAX);
}

/** The live blog an editor chose to lead the home page while live (the latest started), or null. */
export async function liveLead(db: Db): Promise<ArticleCard | null> {
  const [card] = await db
    .select(cardColumns)
    .from(liveBlogs)
    .innerJoin(articles, eq(articles.id, liveBlogs.articleId))
    .where(and(liveNow, eq(liveBlogs.leadsHome, true)))
    .orderBy(desc(liveBlogs.startedAt), desc(liveBlogs.articleId))
    .limit(1);
  return card ?? null;
}

/** A feed's live blog: live or ended, its last change readers saw and its latest entry's text. */
export type FeedLive = { live: boolean; updatedAt: Date; latest: string | null };

/** The live blogs among articles `ids`, for their feed items: one query for the blogs, one for their
 * latest published entries. */
export async function liveForFeed(db: Db, ids: readonly string[]): Promise<Map<string, FeedLive>> {
  const found = new Map<string, FeedLive>();
  if (!ids.length) return found;
  const blogs = await db
    .select({ id: liveBlogs.articleId, endedAt: liveBlogs.endedAt, updatedAt: liveBlogs.updatedAt })
    .from(liveBlogs)
    .where(inArray(liveBlogs.articleId, [...ids]));
  if (!blogs.length) return found;
  const latest = await db
    .selectDistinctOn([liveEntries.articleId], { id: liveEntries.articleId, body: liveEntries.body })
    .from(liveEntries)
    .where(
      and(
        inArray(
          liveEntries.articleId,
          blogs.map((b) => b.id),
        ),
        eq(liveEntries.state, "published"),
      ),
    )
    .orderBy(liveEntries.articleId, desc(liveEntries.createdAt), desc(liveEntries.id));
  const text = new Map(latest.map((row) => [row.id, row.body]));
  for (const blog of blogs)
    found.set(blog.id, { live: !blog.endedAt, updatedAt: blog.updatedAt, latest: text.get(blog.id) ?? null });
  return found;
}
