import type { Route } from "./+types/sports.calendar";
import { loadCalendar } from "./sports.server.ts";

/** /sports/{team}/calendar.ics (decision 0078). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadCalendar(context, params.team);
}
