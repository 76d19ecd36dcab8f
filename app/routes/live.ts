import type { Route } from "./+types/live";
import { liveUpdates } from "./live.server.ts";

/** GET /live/:id: a live blog's entries for the readers' update island (decision 0081). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return liveUpdates(context, params.id);
}
