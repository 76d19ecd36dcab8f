import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { commentReports, comments } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";

export const ALREADY_REPORTED = "You have already reported this comment.";

/** A signed-in reader reports a published comment, once (issue 27): the report and the comment's count
 * in one transaction, so the count is the number of reports since an editor last kept it. A reader
 * cannot report their own comment. The caller rate-limits (LIMITS.commentReports). */
export async function reportComment(
  db: Db,
  user: SessionUser,
  commentId: string,
): Promise<{ articleId: string }> {
  if (!z.uuid().safeParse(commentId).success) throw new NotFound("Comment not found");
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ articleId: comments.articleId, userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, commentId), sql`${comments.isApproved}`));
    if (!comment) throw new NotFound("Comment not found");
    if (comment.userId === user.id) throw new Invalid("You cannot report your own comment.");
    const added = await tx
      .insert(commentReports)
      .values({ commentId, userId: user.id })
      .onConflictDoNothing()
      .returning({ commentId: commentReports.commentId });
    if (!added.length) throw new Conflict(ALREADY_REPORTED);
    await tx
      .update(comments)
      .set({ reportCount: sql`${comments.reportCount} + 1` })
      .where(eq(comments.id, commentId));
    return { articleId: comment.articleId };
  });
}

/** Which of `commentIds` the reader has reported, for the page's Report buttons. */
export async function reportedBy(
  db: Db,
  userId: string,
  commentIds: readonly string[],
): Promise<Set<string>> {
  if (!commentIds.length) return new Set();
  const rows = await db
    .select({ id: commentReports.commentId })
    .from(commentReports)
    .where(and(eq(commentReports.userId, userId), inArray(commentReports.commentId, [...commentIds])));
  return new Set(rows.map((r) => r.id));
}
