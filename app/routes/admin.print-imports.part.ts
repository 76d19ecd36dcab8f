import type { Route } from "./+types/admin.print-imports.part";
import { receiveImportPart } from "./admin.print-imports.server.ts";

/** POST /admin/print-imports/part: see ./admin.print-imports.server.ts and docs/api.md. */
export async function action({ request, context }: Route.ActionArgs) {
  return receiveImportPart(request, context);
}
