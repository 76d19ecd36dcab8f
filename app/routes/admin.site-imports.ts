import type { Route } from "./+types/admin.site-imports";
import { startSiteImport } from "./admin.site-imports.server.ts";

/** POST /admin/site-imports: see ./admin.site-imports.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return startSiteImport(request, context);
}
