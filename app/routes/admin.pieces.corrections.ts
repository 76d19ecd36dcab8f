import type { Route } from "./+types/admin.pieces.corrections";
import { correctionsAction } from "./admin.pieces.server.ts";

/** POST /admin/pieces/corrections: add a correction (kind, id, note) to a published piece. Other methods get 405 at the edge (server/http/route-methods.ts), since
 * the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return correctionsAction(request, context);
}
