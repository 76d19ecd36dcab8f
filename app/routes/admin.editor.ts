import type { Route } from "./+types/admin.editor";
import { editorAction } from "./admin.editor.server.ts";

/** POST /admin/editor: the piece editor's autosaves, saves, heartbeats and history, in JSON (see
 * admin.editor.server.ts). Other methods get 405 at the edge, since the route has no loader. */
export async function action({ request, context }: Route.ActionArgs) {
  return editorAction(request, context);
}
