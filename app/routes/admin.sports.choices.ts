import type { Route } from "./+types/admin.sports.choices";
import { sportsChoices } from "./admin.sports.choices.server.ts";

/** GET /admin/sports/choices: the teams a story may be tagged with; `?team=ID`: that team's games. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return sportsChoices(request, context);
}
