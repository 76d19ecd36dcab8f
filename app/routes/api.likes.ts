import type { Route } from "./+types/api.likes";
import { fetcherFailure } from "~/lib/action-errors.server.ts";
import { requireUser } from "~/lib/auth.server.ts";
import { setLike } from "../../server/modules/likes/likes.ts";

/** POST /api/likes {target: article|comment, id, liked: true|false}: sets the reader's like and answers
 * the resulting state and count for the like button's fetcher. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const user = await requireUser(request, context);
    await context.services.limits.consume("likes", user.id);
    const state = await setLike(context.services.db, user, Object.fromEntries(await request.formData()));
    return { ok: true as const, ...state };
  } catch (error) {
    return fetcherFailure(error, "Like request");
  }
}
