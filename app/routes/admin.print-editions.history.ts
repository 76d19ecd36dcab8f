import type { Route } from "./+types/admin.print-editions.history";
import { editionHistoryAction } from "./admin.print-editions.history.server.ts";

/** POST /admin/print-editions/history: an edition's History and its Restore, in JSON (see
 * admin.print-editions.history.server.ts). Other methods get 405 at the edge: the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return editionHistoryAction(request, context);
}
