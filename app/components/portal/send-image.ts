import type { ToastMessage } from "../toaster.tsx";

export type UploadOutcome =
  | { ok: true; url: string; width: number; height: number; mediaId: string }
  | { ok: false; toast: ToastMessage };

const FAILED: ToastMessage = {
  title: "Upload failed",
  description: "Failed to upload image. Please try again.",
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
        title: "File too large",
        description: "Please upload an image smaller than 5MB",
        variant: "destructive",
      },
    };
  }
  return { ok: false, toast: FAILED };
}

/** Posts the file to the upload endpoint with XMLHttpRequest, the one browser API that reports upload
 * progress; `onProgress` receives whole percentages. The returned `abort` cancels it. */
export function sendImage(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    request.open("POST", "/admin/uploads");
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve(readUploadAnswer(request.status, request.response));
    request.onerror = () => resolve({ ok: false, toast: FAILED });
    request.onabort = () => resolve({ ok: false, toast: FAILED });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
