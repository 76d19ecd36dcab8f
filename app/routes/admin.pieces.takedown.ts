import type { Route } from "./+types/admin.pieces.takedown";
import { takedownAction } from "./admin.pieces.server.ts";

/** POST /admin/pieces/takedown: save a takedown (kind, id, reason, noindex, replaceByline, author). Other methods get 405 at the edge (server/http/route-methods.ts), since
 * the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return takedownAction(request, context);
}
