import type { Route } from "./+types/polls.vote";
import { voteAction } from "./polls.vote.server.ts";

/** POST /polls/:id/vote {choice}: one reader's vote in a readers' poll (decision 0077). The island's
 * fetch gets the result as JSON; a plain form post (no JavaScript) goes to the poll's result page. */
export async function action(args: Route.ActionArgs) {
  return voteAction(args);
}
