import type { AppLoadContext } from "react-router";
import { isDomainError } from "../../server/modules/errors.ts";
import { archiveDownload } from "../../server/modules/static-archive/zip-requests.ts";
import { openBackupStore } from "../../server/providers/backup-store.ts";
import { backToPage, failure } from "~/lib/answer.server.ts";
import { streamedDownload } from "~/lib/download.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

/** GET /admin/archive: the newest archive of the site as a zip, for admins (decision 0080). With none
 * ready (or its file gone), back to Settings → Archive, saying so. */
export async function downloadArchive(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "backups");
  const { db, config } = context.services;
  try {
    return streamedDownload(await archiveDownload(db, openBackupStore(config), actor));
  } catch (error) {
    if (isDomainError(error) && error.status === 404)
      return backToPage(
        request,
        context,
        { title: "No archive to download", description: error.message, variant: "destructive" },
        { fallback: "/admin/dashboard/settings", hash: "#archive" },
      );
    return failure(error);
  }
}
