import type { Route } from "./+types/api.likes";
import { likeAction } from "./api.likes.server.ts";

/** POST /api/likes {target: article|comment, id, liked: true|false}: sets the reader's like and answers
 * the resulting state and count for the like button's fetcher; a plain form post (no JavaScript) goes
 * back to the page. */
export async function action(args: Route.ActionArgs) {
  return likeAction(args);
}
