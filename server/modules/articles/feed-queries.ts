import { desc, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";

/** Every published article's address and last change, newest first, for sitemap.xml. */
export function listArticlesForSitemap(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(isNotNull(articles.publishedAt))
    .orderBy(desc(articles.publishedAt));
}
