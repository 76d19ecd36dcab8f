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
};

/** The approved comments of an article, newest first (the newest `limit` when given), each with its
 * like count, in one query. Which of them a reader liked is theirs alone (`viewerLikesOn`). */
export function listApprovedComments(db: Db, articleId: string, limit?: number): Promise<CommentView[]> {
  const query = db
    .select({
      id: comments.id,
      content: comments.content,
      authorName: comments.authorName,
      userId: comments.userId,
      createdAt: comments.createdAt,
      likesCount: sql<number>`count(${likes.id})::int`,
    })
    .from(comments)
    .leftJoin(likes, eq(likes.commentId, comments.id))
    .where(and(eq(comments.articleId, articleId), sql`${comments.isApproved}`))
    .groupBy(comments.id)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}
