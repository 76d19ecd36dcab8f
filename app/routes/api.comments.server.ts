import type { Route } from "./+types/api.comments";
import { fetcherFailure } from "~/lib/action-errors.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import {
  COMMENT_DELETE_FAILED,
  COMMENT_DELETED,
  COMMENT_POST_FAILED,
  COMMENT_POSTED,
} from "~/lib/comment-toasts.ts";
import { backToPage, failureFlash, isDocumentSubmission } from "~/lib/back-to-page.server.ts";
import { readForm } from "~/lib/form.server.ts";
import type { CommentItemData } from "#shared/schemas/comment.ts";
import { deleteComment, postComment } from "../../server/modules/comments/write.ts";
import { Invalid } from "../../server/modules/errors.ts";

/** POST /api/comments: intent=post (articleId, content) or intent=delete (commentId); JSON answers for
 * the comment form's and the delete button's fetchers, and for a plain form post (no JavaScript) a
 * redirect back to the comments with the toast as a flash. */
export async function commentAction({ request, context }: Route.ActionArgs) {
  const { db, limits } = context.services;
  const document = isDocumentSubmission(request);
  let intent = "";
  try {
    const user = await requireUser(request, context);
    const form = await readForm(request);
    intent = form.intent ?? "";
    switch (intent) {
      case "post": {
        await limits.consume("comments", user.id);
        const { userId: _author, ...comment } = await postComment(db, user, {
          articleId: form.articleId ?? "",
          content: form.content ?? "",
        });
        context.pagesChanged({ article: form.articleId! });
        if (document) return backToPage(request, context, COMMENT_POSTED, "#comments");
        return { ok: true as const, comment: { ...comment, canDelete: true } satisfies CommentItemData };
      }
      case "delete":
        context.pagesChanged({ article: (await deleteComment(db, user, form.commentId ?? "")).articleId });
        if (document) return backToPage(request, context, COMMENT_DELETED, "#comments");
        return { ok: true as const };
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    if (document) {
      const title = intent === "delete" ? COMMENT_DELETE_FAILED : COMMENT_POST_FAILED;
      return backToPage(request, context, failureFlash(error, title, "Comment request"), "#comments");
    }
    return fetcherFailure(error, "Comment request");
  }
}
