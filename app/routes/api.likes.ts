import { data } from "react-router";
import type { Route } from "./+types/api.likes";
import { failure } from "~/lib/action-errors.server.ts";
import { getCurrentUser } from "~/lib/auth.server.ts";
import { isDomainError, Unauthorized } from "../../server/modules/errors.ts";
import { setLike } from "../../server/modules/likes/likes.ts";

/** POST /api/likes {target: article|comment, id, liked: true|false}: sets the reader's like and answers
 * the resulting state and count for the like button's fetcher. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const user = await getCurrentUser(request, context);
    if (!user) throw new Unauthorized("Please sign in first.");
    await context.services.limits.consume("likes", user.id);
    const state = await setLike(context.services.db, user, Object.fromEntries(await request.formData()));
    return { ok: true as const, ...state };
  } catch (error) {
    if (isDomainError(error)) return failure(error);
    // A fetcher's thrown error would replace the whole article page with the error screen.
    console.error("Like request failed", error);
    return data({ ok: false as const, error: "Something went wrong. Please try again." }, { status: 500 });
  }
}
