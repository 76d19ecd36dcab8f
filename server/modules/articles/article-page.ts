import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, likes } from "../../db/schema.ts";
import type { LikeState } from "../likes/likes.ts";
import { published } from "./queries.ts";

/** The published article at `slug` with its likes as `viewerId` sees them (how many, and whether the
 * viewer is among them), in one query instead of two; null when there is none. */
export async function getArticleWithLikes(db: Db, slug: string, viewerId: string | null) {
  // Spelled with its table: in a one-table query drizzle writes `"id"`, which the subquery would read
  // as the like's own id.
  const articleId = sql`${articles}.${sql.identifier(articles.id.name)}`;
  const [row] = await db
    .select({
      ...getTableColumns(articles),
      likeCount: sql<number>`(select count(*)::int from ${likes} where ${likes.articleId} = ${articleId})`,
      viewerLikes: viewerId
        ? sql<boolean>`exists (select from ${likes} where ${likes.articleId} = ${articleId} and ${likes.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(articles)
    .where(and(eq(articles.slug, slug), published))
    .limit(1);
  if (!row) return null;
  const { likeCount, viewerLikes, ...article } = row;
  const state: LikeState = { count: likeCount, liked: viewerLikes };
  return { article, likes: state };
}
