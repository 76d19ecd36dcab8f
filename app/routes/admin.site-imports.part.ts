import type { Route } from "./+types/admin.site-imports.part";
import { receiveSiteImportPart } from "./admin.site-imports.server.ts";

/** POST /admin/site-imports/part: see ./admin.site-imports.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveSiteImportPart(request, context);
}
