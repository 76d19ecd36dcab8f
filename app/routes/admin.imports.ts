import type { Route } from "./+types/admin.imports";
import { importWordDocument } from "./admin.imports.server.ts";

/** POST /admin/imports, multipart with `file` (a .docx): see docs/api.md. Other methods get 405 at the
 * edge (server/http/route-methods.ts), since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return importWordDocument(request, context);
}
