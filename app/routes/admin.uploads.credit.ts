import type { Route } from "./+types/admin.uploads.credit";
import { creditUpload } from "./admin.uploads.credit.server.ts";

/** POST /admin/uploads/credit with `src` and `credit`: the editor's image picker credits a library
 * image (decision 0071). Other methods get 405 at the edge, since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return creditUpload(request, context);
}
