import type { Route } from "./+types/admin.embeds";
import { embedLink } from "./admin.embeds.server.ts";

/** POST /admin/embeds with `link`: the editor's embed block for that link, its preview fetched once
 * (decision 0075). Other methods get 405 at the edge, since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return embedLink(request, context);
}
