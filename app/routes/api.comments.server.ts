import type { Route } from "./+types/api.comments";
import { failureToast } from "#shared/answer.ts";
import { failed, success, unexpectedIn } from "~/lib/answer.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import {
  COMMENT_DELETE_FAILED,
  COMMENT_DELETED,
  COMMENT_POST_FAILED,
  COMMENT_POSTED,
} from "~/lib/comment-toasts.ts";
import { readForm } from "~/lib/form.server.ts";
import type { CommentItemData } from "#shared/schemas/comment.ts";
import { deleteComment, postComment } from "../../server/modules/comments/write.ts";
import { Invalid } from "../../server/modules/errors.ts";

const COMMENTS = { hash: "#comments" };

/** POST /api/comments: intent=post (articleId, content) or intent=delete (commentId); JSON answers for
 * the comment form's and the delete button's fetchers, and for a plain form post (no JavaScript) a
 * redirect back to the comments with the toast as a flash. */
export async function commentAction({ request, context }: Route.ActionArgs) {
  const { db, limits } = context.services;
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
        return success(request, context, {
          body: { ok: true as const, comment: { ...comment, canDelete: true } satisfies CommentItemData },
          toast: COMMENT_POSTED,
          back: COMMENTS,
        });
      }
      case "delete":
        context.pagesChanged({ article: (await deleteComment(db, user, form.commentId ?? "")).articleId });
        return success(request, context, {
          body: { ok: true as const },
          toast: COMMENT_DELETED,
          back: COMMENTS,
        });
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    const title = intent === "delete" ? COMMENT_DELETE_FAILED : COMMENT_POST_FAILED;
    return failed(request, context, error, {
      unexpected: unexpectedIn("Comment request"),
      toast: ({ body }) => failureToast(body, title),
      back: COMMENTS,
    });
  }
}
