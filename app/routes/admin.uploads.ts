import type { Route } from "./+types/admin.uploads";
import { uploadImage } from "./admin.uploads.server.ts";

/** POST /admin/uploads, multipart with `file` (and optional `alt`): see docs/api.md. Other methods get
 * 405 at the edge (server/http/route-methods.ts), since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadImage(request, context);
}
