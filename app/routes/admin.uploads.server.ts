import { data, type AppLoadContext } from "react-router";
import { isDomainError } from "../../server/modules/errors.ts";
import { receiveUpload, type ReceivedUpload } from "../../server/modules/media/receive.ts";
import { storeImage } from "../../server/modules/media/uploads.ts";
import { requireStaff } from "~/lib/staff.server.ts";

export type UploadAnswer =
  | { ok: true; url: string; width: number; height: number; mediaId: string }
  | { ok: false; title: string; error: string };

const NO_STORE = { "Cache-Control": "no-store" };

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
    return uploadFailure(error);
  } finally {
    await upload?.dispose();
  }
}

function uploadFailure(error: unknown) {
  if (isDomainError(error)) {
    const headers = new Headers(NO_STORE);
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) headers.set("Retry-After", String(retryAfter));
    // The rest of an oversized body goes unread: the client must not reuse this connection for its
    // next request (RFC 9112 §9.6).
    if (error.status === 413) headers.set("Connection", "close");
    const title = error.title ?? (error.status === 401 ? "Authentication required" : "Upload failed");
    return data<UploadAnswer>({ ok: false, title, error: error.message }, { status: error.status, headers });
  }
  console.error("Image upload failed", error);
  return data<UploadAnswer>(
    { ok: false, title: "Upload failed", error: "Failed to upload image. Please try again." },
    { status: 500, headers: NO_STORE },
  );
}
