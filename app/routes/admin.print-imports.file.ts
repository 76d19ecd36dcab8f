import type { Route } from "./+types/admin.print-imports.file";
import { startImportFile } from "./admin.print-imports.server.ts";

/** POST /admin/print-imports/file: see ./admin.print-imports.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return startImportFile(request, context);
}
