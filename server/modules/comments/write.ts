import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import { commentInput, type CommentInput } from "#shared/schemas/comment.ts";
import type { Db } from "../../db/client.ts";
import { COMMENT_BANNED, COMMENTS_CLOSED } from "#shared/comment-notices.ts";
import { articles, commentBans, comments } from "../../db/schema.ts";
import { effectiveMode, getCommentRules, spamReason } from "./rules.ts";
import { can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { Forbidden, NotFound } from "../errors.ts";
import type { CommentView } from "./queries.ts";

const isUuid = (value: unknown): value is string => z.uuid().safeParse(value).success;

/** The name shown with a comment: the reader's name, or the local part of the e-mail without one. */
export function commentAuthorName(user: Pick<SessionUser, "name" | "email">): string {
  return user.name?.trim() || user.email.split("@")[0]!;
}

/** Takes a reader's comment on a published article (issue 27): refused when the reader is banned or
 * the article's comments are closed; held for an editor when the article's mode holds comments or the
 * spam rule (too many links, a blocked word) catches it; published at once otherwise. */
export async function postComment(
  db: Db,
  user: SessionUser,
  input: CommentInput,
): Promise<CommentView & { userLiked: boolean; held: boolean }> {
  const { articleId, content } = validate(commentInput, input);
  if (!isUuid(articleId)) throw new NotFound(ARTICLE_NOT_FOUND);
  const [[article], [ban], rules] = await Promise.all([
    db
      .select({ id: articles.id, commentMode: articles.commentMode })
      .from(articles)
      .where(and(eq(articles.id, articleId), isNotNull(articles.publishedAt)))
      .limit(1),
    db.select({ userId: commentBans.userId }).from(commentBans).where(eq(commentBans.userId, user.id)),
    getCommentRules(db),
  ]);
  if (!article) throw new NotFound(ARTICLE_NOT_FOUND);
  if (ban) throw new Forbidden(COMMENT_BANNED);
  const mode = effectiveMode(article.commentMode, rules);
  if (mode === "closed") throw new Forbidden(COMMENTS_CLOSED);
  const heldReason = mode === "held" ? "Held for approval" : spamReason(content, rules);
  const [row] = await db
    .insert(comments)
    .values({
      articleId: article.id,
      content,
      authorName: commentAuthorName(user),
      authorEmail: user.email,
      userId: user.id,
      isApproved: heldReason === null,
      heldReason,
    })
    .returning({
      id: comments.id,
      content: comments.content,
      authorName: comments.authorName,
      userId: comments.userId,
      createdAt: comments.createdAt,
    });
  return { ...row!, likesCount: 0, userLiked: false, held: heldReason !== null };
}

/** Whether `user` may delete a comment written by `authorId`: editors and admins any (issue 26's
 * `moderation`), everyone their own. */
export function canDeleteComment(
  user: Pick<SessionUser, "id" | "role"> | null,
  authorId: string | null,
): boolean {
  return Boolean(user && (can(user.role, "moderation") || (authorId !== null && authorId === user.id)));
}

/** Deletes a comment when `user` may; the check and the delete are one statement. Answers the
 * article it was on, whose page shows one comment fewer. */
export async function deleteComment(
  db: Db,
  user: SessionUser,
  commentId: string,
): Promise<{ articleId: string }> {
  if (!isUuid(commentId)) throw new NotFound("Comment not found");
  const allowed = can(user.role, "moderation") ? sql`true` : eq(comments.userId, user.id);
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), allowed))
    .returning({ articleId: comments.articleId });
  if (deleted[0]) return deleted[0];
  const [exists] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  if (!exists) throw new NotFound("Comment not found");
  throw new Forbidden("You can only delete your own comments.");
}
