import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, likes } from "../../db/schema.ts";
import { articlePageColumns } from "../content/page-columns.ts";
import { correctionsOf } from "../content/public-corrections.ts";
import { bylinesOf } from "../people/byline-columns.ts";
import { published } from "./queries.ts";

/** The published article at `slug` with how many readers like it and its corrections, in one query
 * instead of three; null when there is none. Whether a reader is among them is theirs alone (`viewerLikesOn`). */
export async function getArticleWithLikeCount(db: Db, slug: string) {
  // Spelled with its table: in a one-table query drizzle writes `"id"`, which the subquery would read
  // as the like's own id.
  const articleId = sql`${articles}.${sql.identifier(articles.id.name)}`;
  const [row] = await db
    .select({
      ...articlePageColumns,
      likeCount: sql<number>`(select count(*)::int from ${likes} where ${likes.articleId} = ${articleId})`,
      corrections: correctionsOf("article_id", articleId),
      bylines: bylinesOf("article_id", articleId),
    })
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  if (!row) return null;
  const { likeCount, ...article } = row;
  return { article, likeCount };
}
