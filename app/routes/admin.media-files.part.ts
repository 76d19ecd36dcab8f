import type { Route } from "./+types/admin.media-files.part";
import { receiveMediaFilePart } from "./admin.media-files.server.ts";

/** POST /admin/media-files/part: see ./admin.media-files.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveMediaFilePart(request, context);
}
