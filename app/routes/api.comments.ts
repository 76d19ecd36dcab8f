import type { Route } from "./+types/api.comments";
import { commentAction } from "./api.comments.server.ts";

/** POST /api/comments: intent=post (articleId, content), intent=delete or intent=report (commentId); JSON answers for
 * the comment form's and the delete button's fetchers, and for a plain form post (no JavaScript) a
 * redirect back to the comments with the toast as a flash. */
export async function action(args: Route.ActionArgs) {
  return commentAction(args);
}
