import type { Route } from "./+types/api.polls";
import { pollAnswer } from "./api.polls.server.ts";

/** GET /api/polls/:id: a readers' poll as this reader sees it, for the poll island (decision 0077):
 * whether they voted, and the counts when they show. Never cached: the piece's page stays shared. */
export async function loader(args: Route.LoaderArgs) {
  return pollAnswer(args);
}
