import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { breakingNews } from "../../db/schema.ts";
import { listLiveNow } from "../live/now.ts";

export type BreakingNewsItem = typeof breakingNews.$inferSelect;

export function listActiveBreakingNews(db: Db): Promise<Pick<BreakingNewsItem, "id" | "title">[]> {
  return db
    .select({ id: breakingNews.id, title: breakingNews.title })
    .from(breakingNews)
    .where(eq(breakingNews.isActive, true))
    .orderBy(desc(breakingNews.createdAt));
}

export function listAllBreakingNews(db: Db): Promise<BreakingNewsItem[]> {
  return db.select().from(breakingNews).orderBy(desc(breakingNews.createdAt));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getBreakingNews(db: Db, id: string): Promise<BreakingNewsItem | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(breakingNews).where(eq(breakingNews.id, id)).limit(1);
  return row ?? null;
}

/** One line of the ticker: a breaking-news item, or a live blog ('LIVE: headline', decision 0081). */
export type TickerItem = { id: string; title: string; href: string; live?: true };

/**
 * The ticker's lines: the live blogs published and not ended, the latest started first, then the active
 * breaking news. A breaking-news line links to its page, or nowhere on the creative page (`linkBreaking`
 * false, SPEC.md); a live one to its article. Starting and ending a blog drop every list ('content').
 */
export async function listTickerItems(db: Db, linkBreaking = true): Promise<TickerItem[]> {
  const [live, breaking] = await Promise.all([listLiveNow(db), listActiveBreakingNews(db)]);
  return [
    ...live.map((blog) => ({
      id: blog.id,
      title: blog.title,
      href: `/article/${blog.slug}`,
      live: true as const,
    })),
    ...breaking.map((item) => ({
      ...item,
      href: linkBreaking ? `/article/breaking-news-${item.id}` : "#",
    })),
  ];
}
