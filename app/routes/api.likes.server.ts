import type { Route } from "./+types/api.likes";
import { fetcherFailure } from "~/lib/action-errors.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { backToPage, failureFlash, isDocumentSubmission } from "~/lib/back-to-page.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { setLikeOnPage } from "../../server/modules/likes/likes.ts";

/** POST /api/likes {target: article|comment, id, liked: true|false}: sets the reader's like and answers
 * the resulting state and count for the like button's fetcher; a plain form post (no JavaScript) goes
 * back to the page. */
export async function likeAction({ request, context }: Route.ActionArgs) {
  const document = isDocumentSubmission(request);
  try {
    const user = await requireUser(request, context);
    await context.services.limits.consume("likes", user.id);
    const fields = await readForm(request);
    const { articleId, ...state } = await setLikeOnPage(context.services.db, user, fields);
    context.pagesChanged({ article: articleId });
    if (document) return backToPage(request, context, null, fields.target === "comment" ? "#comments" : "");
    return { ok: true as const, ...state };
  } catch (error) {
    if (document) return backToPage(request, context, failureFlash(error, "Error", "Like request"));
    return fetcherFailure(error, "Like request");
  }
}
