import type { Route } from "./+types/api.comments";
import { failureToast } from "#shared/answer.ts";
import { failed, success, unexpectedIn } from "~/lib/answer.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import {
  COMMENT_DELETE_FAILED,
  COMMENT_DELETED,
  COMMENT_HELD,
  COMMENT_POST_FAILED,
  COMMENT_POSTED,
  COMMENT_REPORT_FAILED,
  COMMENT_REPORTED,
} from "~/lib/comment-toasts.ts";
import { readForm } from "~/lib/form.server.ts";
import type { CommentItemData } from "#shared/schemas/comment.ts";
import { reportComment } from "../../server/modules/comments/reports.ts";
import { deleteComment, postComment } from "../../server/modules/comments/write.ts";
import { Invalid } from "../../server/modules/errors.ts";

const COMMENTS = { hash: "#comments" };

/** POST /api/comments: intent=post (articleId, content), intent=delete or intent=report (commentId); JSON answers for
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
        const {
          userId: _author,
          held,
          ...comment
        } = await postComment(db, user, {
          articleId: form.articleId ?? "",
          content: form.content ?? "",
        });
        // A held comment shows on no page but its writer's, which is never cached.
        if (!held) context.pagesChanged({ article: form.articleId! });
        const item = { ...comment, canDelete: true, canReport: false, reported: false };
        return success(request, context, {
          body: {
            ok: true as const,
            comment: (held ? { ...item, awaiting: true } : item) satisfies CommentItemData,
            held,
          },
          toast: held ? COMMENT_HELD : COMMENT_POSTED,
          back: COMMENTS,
        });
      }
      case "report":
        await limits.consume("commentReports", user.id);
        // A report changes no page: its count shows only in the portal.
        await reportComment(db, user, form.commentId ?? "");
        return success(request, context, {
          body: { ok: true as const },
          toast: COMMENT_REPORTED,
          back: COMMENTS,
        });
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
    const title =
      intent === "delete"
        ? COMMENT_DELETE_FAILED
        : intent === "report"
          ? COMMENT_REPORT_FAILED
          : COMMENT_POST_FAILED;
    return failed(request, context, error, {
      unexpected: unexpectedIn("Comment request"),
      toast: ({ body }) => failureToast(body, title),
      back: COMMENTS,
    });
  }
}
