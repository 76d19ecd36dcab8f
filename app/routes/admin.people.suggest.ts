import type { Route } from "./+types/admin.people.suggest";
import { peopleSuggestions } from "./admin.people.suggest.server.ts";

/** GET /admin/people/suggest?q=: the byline picker's suggestions, in JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return peopleSuggestions(request, context);
}
