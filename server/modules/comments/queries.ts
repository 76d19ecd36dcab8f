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

/** The approved comments of an article, newest first, each with its like count and whether the viewer
 * liked it, in one query. */
export function listApprovedComments(db: Db, articleId: string, viewerId: string | null): Promise<CommentView[]> {
  return db
    .select({
      id: comments.id,
      content: comments.content,
      authorName: comments.authorName,
      userId: comments.userId,
      createdAt: comments.createdAt,
      likesCount: sql<number>`(select count(*)::int from ${likes} where ${likes.commentId} = ${comments.id})`,
      userLiked: viewerId
        ? sql<boolean>`exists (select 1 from ${likes} where ${likes.commentId} = ${comments.id} and ${likes.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(comments)
    .where(and(eq(comments.articleId, articleId), eq(comments.isApproved, true)))
    .orderBy(desc(comments.createdAt), desc(comments.id));
}
