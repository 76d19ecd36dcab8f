import type { Route } from "./+types/admin.pieces.previews";
import { previewLinksAction } from "./admin.pieces.server.ts";

/** POST /admin/pieces/previews: create (kind, id) or revoke (linkId) a preview link. Other methods get 405 at the edge (server/http/route-methods.ts), since
 * the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return previewLinksAction(request, context);
}
