import type { Route } from "./+types/admin.pieces.approval";
import { approvalAction } from "./admin.pieces.server.ts";

/** POST /admin/pieces/approval: the adviser approves a piece in review (kind, id; issue 38). Other
 * methods get 405 at the edge (server/http/route-methods.ts), since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return approvalAction(request, context);
}
