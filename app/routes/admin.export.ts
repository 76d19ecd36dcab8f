import type { Route } from "./+types/admin.export";
import { downloadExport } from "./admin.export.server.ts";

/** POST /admin/export: an admin's download of the backup archive or of the content as JSON (issue 28).
 * Other methods get 405 at the edge (server/http/route-methods.ts), since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return downloadExport(request, context);
}
