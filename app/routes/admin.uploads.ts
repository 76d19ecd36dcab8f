import type { Route } from "./+types/admin.uploads";
import { uploadImage } from "./admin.uploads.server.ts";

/** POST /admin/uploads, multipart with `file` (and optional `alt`): see docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return uploadImage(request, context);
}

export function loader() {
  throw new Response("Images are uploaded with POST.", { status: 405, headers: { Allow: "POST" } });
}
