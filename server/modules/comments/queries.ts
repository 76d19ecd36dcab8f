import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { commentBans, comments, likes } from "../../db/schema.ts";

export type CommentView = {
  id: string;
  content: string;
  authorName: string;
  /** Who wrote it, for the permission to delete; not meant for the page. */
  userId: string | null;
  createdAt: Date;
  likesCount: number;
};

/** The columns every list of comments reads: what it shows, and who wrote it. */
export const commentColumns = {
  id: comments.id,
  content: comments.content,
  authorName: comments.authorName,
  userId: comments.userId,
  createdAt: comments.createdAt,
};

/** The approved comments of an article, newest first (the newest `limit` when given), each with its
 * like count, in one query. Which of them a reader liked is theirs alone (`viewerLikesOn`). */
export function listApprovedComments(db: Db, articleId: string, limit?: number): Promise<CommentView[]> {
  const query = db
    .select({ ...commentColumns, likesCount: sql<number>`count(${likes.id})::int` })
    .from(comments)
    .leftJoin(likes, eq(likes.commentId, comments.id))
    .where(and(eq(comments.articleId, articleId), sql`${comments.isApproved}`))
    .groupBy(comments.id)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** What a signed-in reader sees of comments that only they see (issue 27): whether they are banned, and
 * their own comments on the article that wait for an editor (newest first, the latest 20). */
export async function viewerCommentState(
  db: Db,
  userId: string,
  articleId: string,
): Promise<{ banned: boolean; held: CommentView[] }> {
  const [bans, held] = await Promise.all([
    db.select({ userId: commentBans.userId }).from(commentBans).where(eq(commentBans.userId, userId)),
    db
      .select({ ...commentColumns, likesCount: sql<number>`0` })
      .from(comments)
      .where(
        and(
          eq(comments.userId, userId),
          eq(comments.articleId, articleId),
          sql`not ${comments.isApproved}`,
          isNull(comments.hiddenAt),
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(20),
  ]);
  return { banned: bans.length > 0, held };
}
