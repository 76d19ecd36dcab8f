import { DOCUMENT_FAILED, UPLOAD_FAILED } from "#shared/texts.ts";
import { data, type AppLoadContext } from "react-router";
import { importDocument } from "../../server/modules/imports/import-document.ts";
import { DOCUMENT_MAX_BYTES } from "../../server/modules/imports/limits.ts";
import { documentTooLarge, noDocument } from "../../server/modules/imports/refusals.ts";
import { receiveUpload, type ReceivedUpload } from "../../server/modules/media/receive.ts";
import { fileFailure, NO_STORE, type FileFailure } from "~/lib/answer.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

export type ImportAnswer =
  { ok: true; html: string; title: string | null; notImported: string | null } | FileFailure;

/** POST /admin/imports: a Word document, received into a temporary file (gone afterwards), turned into
 * an article body whose images are stored uploads; JSON for the editor, which replaces its content. The
 * import counts its images against the uploads limit (refused here already when none is left), and
 * stops, keeping nothing, when the client goes away or the server begins to stop. */
export async function importWordDocument(request: Request, context: AppLoadContext) {
  let upload: ReceivedUpload | undefined;
  const { db, storage, limits, shutdown } = context.services;
  try {
    const user = await requireStaff(request, context);
    await limits.check("uploads", user.id);
    upload = await receiveUpload(request, {
      maxBytes: DOCUMENT_MAX_BYTES,
      refusals: { tooLarge: documentTooLarge, noFile: noDocument },
    });
    const signal = AbortSignal.any([context.clientGone, shutdown]);
    const imported = await importDocument(db, storage, user, upload, { limits, signal });
    return data<ImportAnswer>(
      { ok: true, html: imported.html, title: imported.title, notImported: imported.notImported },
      { headers: NO_STORE },
    );
  } catch (error) {
    return fileFailure(error, { title: UPLOAD_FAILED, error: DOCUMENT_FAILED }, "Word import failed");
  } finally {
    await upload?.dispose();
  }
}
