import type { Route } from "./+types/admin.polls";
import { pollsAction } from "./admin.polls.server.ts";

/** POST /admin/polls {intent: close, pollId}: an editor closes a readers' poll early (decision 0077).
 * Other methods get 405 at the edge, since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return pollsAction(request, context);
}
