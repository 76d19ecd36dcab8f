import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";

/** Whether readers see article `id`: a live blog's entries are public only while its article is. */
export async function isPublishedArticle(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, "published")))
    .limit(1);
  return !!row;
}
