import type { AppLoadContext } from "react-router";
import { failureToast } from "#shared/answer.ts";
import { startExport } from "../../server/modules/backups/exports.ts";
import { failed, unexpectedIn } from "~/lib/answer.server.ts";
import { streamedDownload } from "~/lib/download.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

const SETTINGS = "/admin/dashboard/settings";

/** POST /admin/export with `kind` (archive or content): the download, for admins (issue 28). */
export async function downloadExport(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  try {
    const actor = await requireStaff(request, context);
    const { db, storage, config } = context.services;
    const engine = config.databaseUrl ? "postgres" : "pglite";
    return streamedDownload(await startExport({ database: { db, engine }, db, storage }, actor, form.kind));
  } catch (error) {
    return failed(request, context, error, {
      unexpected: unexpectedIn("An export"),
      toast: ({ body }) => failureToast(body, "Failed to download"),
      back: { fallback: SETTINGS, hash: "#export" },
    });
  }
}
