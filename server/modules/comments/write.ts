import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { commentInput, type CommentInput } from "#shared/schemas/comment.ts";
import type { Db } from "../../db/client.ts";
import { articles, comments } from "../../db/schema.ts";
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

/** Publishes a reader's comment on a published article; approved by default (DESIGN.md §4). */
export async function postComment(
  db: Db,
  user: SessionUser,
  input: CommentInput,
): Promise<CommentView & { userLiked: boolean }> {
  const { articleId, content } = validate(commentInput, input);
  if (!isUuid(articleId)) throw new NotFound(ARTICLE_NOT_FOUND);
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), isNotNull(articles.publishedAt)))
    .limit(1);
  if (!article) throw new NotFound(ARTICLE_NOT_FOUND);
  const [row] = await db
    .insert(comments)
    .values({
      articleId: article.id,
      content,
      authorName: commentAuthorName(user),
      authorEmail: user.email,
      userId: user.id,
    })
    .returning({
      id: comments.id,
      content: comments.content,
      authorName: comments.authorName,
      userId: comments.userId,
      createdAt: comments.createdAt,
    });
  return { ...row!, likesCount: 0, userLiked: false };
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
