import { data } from "react-router";
import type { Route } from "./+types/api.comments";
import { failure } from "~/lib/action-errors.server.ts";
import { getCurrentUser } from "~/lib/auth.server.ts";
import type { CommentItemData } from "~/lib/schemas/comment.ts";
import { deleteComment, postComment } from "../../server/modules/comments/write.ts";
import { Invalid, isDomainError, Unauthorized } from "../../server/modules/errors.ts";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** POST /api/comments: intent=post (articleId, content) or intent=delete (commentId); JSON answers for
 * the comment form's and the delete button's fetchers. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, limits } = context.services;
  try {
    const user = await getCurrentUser(request, context);
    if (!user) throw new Unauthorized("Please sign in first.");
    const form = await request.formData();
    switch (field(form, "intent")) {
      case "post": {
        await limits.consume("comments", user.id);
        const { userId: _author, ...comment } = await postComment(db, user, {
          articleId: field(form, "articleId"),
          content: field(form, "content"),
        });
        return { ok: true as const, comment: { ...comment, canDelete: true } satisfies CommentItemData };
      }
      case "delete":
        await deleteComment(db, user, field(form, "commentId"));
        return { ok: true as const };
      default:
        throw new Invalid("Unknown request");
    }
  } catch (error) {
    if (isDomainError(error)) return failure(error);
    // A fetcher's thrown error would replace the whole article page with the error screen.
    console.error("Comment request failed", error);
    return data({ ok: false as const, error: "Something went wrong. Please try again." }, { status: 500 });
  }
}
