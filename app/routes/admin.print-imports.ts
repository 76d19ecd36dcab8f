import type { Route } from "./+types/admin.print-imports";
import { beginImport } from "./admin.print-imports.server.ts";

/** POST /admin/print-imports: see ./admin.print-imports.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return beginImport(request, context);
}
