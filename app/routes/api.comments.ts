import type { Route } from "./+types/api.comments";
import { fetcherFailure } from "~/lib/action-errors.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import type { CommentItemData } from "~/lib/schemas/comment.ts";
import { deleteComment, postComment } from "../../server/modules/comments/write.ts";
import { Invalid } from "../../server/modules/errors.ts";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** POST /api/comments: intent=post (articleId, content) or intent=delete (commentId); JSON answers for
 * the comment form's and the delete button's fetchers. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, limits } = context.services;
  try {
    const user = await requireUser(request, context);
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
    return fetcherFailure(error, "Comment request");
  }
}
