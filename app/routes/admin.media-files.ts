import type { Route } from "./+types/admin.media-files";
import { startMediaFileUpload } from "./admin.media-files.server.ts";

/** POST /admin/media-files: see ./admin.media-files.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return startMediaFileUpload(request, context);
}
