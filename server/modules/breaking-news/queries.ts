import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { breakingNews } from "../../db/schema.ts";

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
