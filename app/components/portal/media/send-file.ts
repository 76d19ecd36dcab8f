/** Posts `file` as the `file` part of a multipart form with XMLHttpRequest, the one browser API that
 * reports upload progress; `onProgress` receives whole percentages. The answer's status and JSON body
 * (null when it has none), or status 0 when the request failed or was aborted. */
export function sendFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<{ status: number; body: unknown }>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<{ status: number; body: unknown }>((resolve) => {
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => resolve({ status: 0, body: null });
    request.onabort = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
