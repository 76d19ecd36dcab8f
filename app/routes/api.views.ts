import type { Route } from "./+types/api.views";
import { viewAction } from "./api.views.server.ts";

/** POST /api/views, the piece's id as the body: the readership beacon of a piece's page (decision 0048).
 * 204 once counted (or not counted, for a program); 400, 404 or 429 with the JSON failure. No cookie. */
export async function action(args: Route.ActionArgs) {
  return viewAction(args);
}
