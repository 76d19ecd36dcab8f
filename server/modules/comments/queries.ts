import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { comments, likes } from "../../db/schema.ts";

export type CommentView = {
  id: string;
  content: string;
  authorName: string;
  /** Who wrote it, for the permission to delete; not meant for the page. */
  userId: string | null;
  createdAt: Date;
  likesCount: number;
  userLiked: boolean;
};

/** The approved comments of an article, newest first (the newest `limit` when given), each with its
 * like count and whether the viewer liked it, in one query. */
export function listApprovedComments(
  db: Db,
  articleId: string,
  viewerId: string | null,
  limit?: number,
): Promise<CommentView[]> {
  const query = db
    .select({
      id: comments.id,
      content: comments.content,
      authorName: comments.authorName,
      userId: comments.userId,
      createdAt: comments.createdAt,
      likesCount: sql<number>`count(${likes.id})::int`,
      userLiked: viewerId
        ? sql<boolean>`coalesce(bool_or(${likes.userId} = ${viewerId}), false)`
        : sql<boolean>`false`,
    })
    .from(comments)
    .leftJoin(likes, eq(likes.commentId, comments.id))
    .where(and(eq(comments.articleId, articleId), sql`${comments.isApproved}`))
    .groupBy(comments.id)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}
