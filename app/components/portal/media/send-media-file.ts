import { MEDIA_FILE_PART_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";

/** A stored video, audio or captions file, as POST /admin/media-files/part answers its last part. */
export type SentMediaFile = {
  id: string;
  kind: "video" | "audio" | "captions";
  url: string;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  poster: { mediaId: string; url: string } | null;
};

export type MediaSent = { ok: true; file: SentMediaFile } | { ok: false; message: string };

/** A part that fails for the network or the server (not a refusal) is sent again after 1, 2, 4, 8 s. */
const RETRIES = [1000, 2000, 4000, 8000];

type Answer = {
  status: number;
  body: { ok?: boolean; error?: string; id?: string; received?: number; file?: SentMediaFile | null } | null;
};

async function post(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { method: "POST", ...init });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

const memoryKey = (file: File) => `borderland:media-file:${file.name}:${file.size}:${file.lastModified}`;

function remember(file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(memoryKey(file), id);
    else localStorage.removeItem(memoryKey(file));
  } catch {
    // Private browsing without storage: the upload just cannot be resumed.
  }
}

function remembered(file: File): string | undefined {
  try {
    return localStorage.getItem(memoryKey(file)) ?? undefined;
  } catch {
    return undefined;
  }
}

const JSON_HEADERS = { Accept: "application/json", "Content-Type": "application/json" };

/**
 * Sends a video, audio or captions file in parts of MEDIA_FILE_PART_BYTES (issue 41, decision 0073),
 * each its own request, telling `onSent` how many bytes the server has. A part lost to the network is
 * sent again; choosing the same file again after the connection dropped goes on from the server's copy.
 * A refusal (type, size, a broken file) ends it with the server's message. `video`: for captions, the
 * video they belong to.
 */
export async function sendMediaFile(
  file: File,
  onSent: (bytes: number) => void,
  video?: string,
): Promise<MediaSent> {
  const begin = () =>
    post("/admin/media-files", {
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: file.name, size: file.size, resume: remembered(file), video }),
    });
  const started = await begin();
  if (!started.body?.ok || !started.body.id)
    return { ok: false, message: started.body?.error ?? MEDIA_FILE_TEXTS.cutOff };
  const id = started.body.id;
  remember(file, id);
  let offset = started.body.received ?? 0;
  onSent(offset);
  let conflicts = 0;
  while (offset < file.size) {
    const part = file.slice(offset, offset + MEDIA_FILE_PART_BYTES);
    let answer: Answer = { status: 0, body: null };
    for (const wait of [0, ...RETRIES]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      answer = await post(`/admin/media-files/part?id=${id}&offset=${offset}`, {
        headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
        body: part,
      });
      if (answer.status !== 0 && answer.status < 500) break;
    }
    if (answer.status === 409) {
      const again = await begin();
      if (!again.body?.ok || again.body.id !== id || ++conflicts > 3)
        return { ok: false, message: again.body?.error ?? MEDIA_FILE_TEXTS.cutOff };
      offset = again.body.received ?? offset;
    } else if (answer.body?.ok && typeof answer.body.received === "number") {
      offset = answer.body.received;
      conflicts = 0;
      if (answer.body.file) {
        remember(file, null);
        onSent(offset);
        return { ok: true, file: answer.body.file };
      }
    } else {
      if (answer.status !== 0 && answer.status < 500) remember(file, null);
      return { ok: false, message: answer.body?.error ?? MEDIA_FILE_TEXTS.cutOff };
    }
    onSent(offset);
  }
  return { ok: false, message: MEDIA_FILE_TEXTS.cutOff };
}
