import type { Route } from "./+types/api.likes";
import { failureToast } from "#shared/answer.ts";
import { failed, success, unexpectedIn } from "~/lib/answer.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { setLikeOnPage } from "../../server/modules/likes/likes.ts";

/** POST /api/likes {target: article|comment, id, liked: true|false}: sets the reader's like and answers
 * the resulting state and count for the like button's fetcher; a plain form post (no JavaScript) goes
 * back to the page. */
export async function likeAction({ request, context }: Route.ActionArgs) {
  try {
    const user = await requireUser(request, context);
    await context.services.limits.consume("likes", user.id);
    const fields = await readForm(request);
    const { articleId, ...state } = await setLikeOnPage(context.services.db, user, fields);
    context.pagesChanged({ article: articleId });
    return success(request, context, {
      body: { ok: true as const, ...state },
      toast: null,
      back: { hash: fields.target === "comment" ? "#comments" : "" },
    });
  } catch (error) {
    return failed(request, context, error, {
      unexpected: unexpectedIn("Like request"),
      toast: ({ body }) => failureToast(body, "Error"),
    });
  }
}
