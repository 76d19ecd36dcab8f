import { IMAGE_UPLOAD_FAILED, UPLOAD_FAILED } from "#shared/texts.ts";
import { data, type AppLoadContext } from "react-router";
import { receiveUpload, type ReceivedUpload } from "../../server/modules/media/receive.ts";
import { storeImage } from "../../server/modules/media/uploads.ts";
import { fileFailure, NO_STORE, type FileFailure } from "~/lib/answer.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

export type UploadAnswer =
  { ok: true; url: string; width: number; height: number; mediaId: string } | FileFailure;

/** POST /admin/uploads: the staff member's image, received as a stream into a temporary file (gone
 * afterwards whatever happens), checked, converted and stored; JSON for the upload widget. */
export async function uploadImage(request: Request, context: AppLoadContext) {
  let upload: ReceivedUpload | undefined;
  try {
    const user = await requireStaff(request, context);
    await context.services.limits.consume("uploads", user.id);
    upload = await receiveUpload(request);
    const stored = await storeImage(context.services.db, context.services.storage, user, upload);
    return data<UploadAnswer>({ ok: true, ...stored }, { headers: NO_STORE });
  } catch (error) {
    return fileFailure(error, { title: UPLOAD_FAILED, error: IMAGE_UPLOAD_FAILED }, "Image upload failed");
  } finally {
    await upload?.dispose();
  }
}
