import type { Route } from "./+types/admin.notes";
import { notesAction } from "./admin.notes.server.ts";

/** POST /admin/notes: the editor's notes on a draft, in JSON (see admin.notes.server.ts). Other methods
 * get 405 at the edge, since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return notesAction(request, context);
}
