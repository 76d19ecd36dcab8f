import { FILE_TOO_LARGE, IMAGE_TOO_LARGE, IMAGE_UPLOAD_FAILED, UPLOAD_FAILED } from "#shared/texts.ts";
import { sendFile } from "./send-file.ts";
import type { ToastMessage } from "~/components/toaster.tsx";

export type UploadOutcome =
  | { ok: true; url: string; width: number; height: number; mediaId: string }
  | { ok: false; toast: ToastMessage };

const FAILED: ToastMessage = {
  title: UPLOAD_FAILED,
  description: IMAGE_UPLOAD_FAILED,
  variant: "destructive",
};

/** What an answer of POST /admin/uploads means for the editor: the stored image, or the toast to show.
 * A refusal the server explains (type, size, dimensions, session) is shown in its own words. */
export function readUploadAnswer(status: number, body: unknown): UploadOutcome {
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  if (status === 200 && answer.ok === true && typeof answer.url === "string") {
    return {
      ok: true,
      url: answer.url,
      width: Number(answer.width),
      height: Number(answer.height),
      mediaId: String(answer.mediaId),
    };
  }
  if (status >= 400 && status < 500 && typeof answer.title === "string" && typeof answer.error === "string") {
    return { ok: false, toast: { title: answer.title, description: answer.error, variant: "destructive" } };
  }
  // A proxy or the server's edge may refuse an oversized body before the endpoint answers in JSON.
  if (status === 413) {
    return {
      ok: false,
      toast: {
        title: FILE_TOO_LARGE,
        description: IMAGE_TOO_LARGE,
        variant: "destructive",
      },
    };
  }
  return { ok: false, toast: FAILED };
}

/** Posts the image to the upload endpoint; `onProgress` receives whole percentages, `abort` cancels. */
export function sendImage(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const request = sendFile("/admin/uploads", file, onProgress);
  return {
    done: request.done.then(({ status, body }) => readUploadAnswer(status, body)),
    abort: request.abort,
  };
}
