import type { Route } from "./+types/admin.podcasts.choices";
import { podcastChoices } from "./admin.podcasts.choices.server.ts";

/** GET /admin/podcasts/choices: the shows and audio files an episode may name, in JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return podcastChoices(request, context);
}
