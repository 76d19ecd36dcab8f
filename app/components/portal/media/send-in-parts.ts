/**
 * Sends a large file in parts, each its own request (a request has 25 s: server/http/server-timeouts.ts),
 * for Settings → Import's exports (decision 0070) and the editor's video, audio and captions files
 * (decision 0073). `onSent` is told how many bytes the server has. A part lost to the network is sent
 * again; choosing the same file again in this browser goes on from where the server's copy ends; a
 * refusal (type, size, a broken file) ends it with the server's message.
 */
export type PartsUpload = {
  /** Where the upload begins or goes on: POST of JSON `{ name, size, resume, ...extra }`. */
  start: string;
  /** Where each part goes: POST `${parts}?id=…&offset=…` with the part's bytes. */
  parts: string;
  partBytes: number;
  /** The name under which this browser remembers an upload it began, to go on with it. */
  memory: string;
  /** What to say when the connection was lost. */
  cutOff: string;
  extra?: Record<string, unknown>;
};

/** How it ended: the upload's id and, where the last part's answer has one, what the server stored. */
export type PartsSent<Stored> =
  { ok: true; id: string; stored: Stored | null } | { ok: false; message: string };

/** A part that fails for the network or the server (not a refusal) is sent again after 1, 2, 4, 8 s. */
const RETRIES = [1000, 2000, 4000, 8000];

type Answer<Stored> = {
  status: number;
  body: { ok?: boolean; error?: string; id?: string; received?: number; file?: Stored | null } | null;
};

async function post<Stored>(url: string, init: RequestInit): Promise<Answer<Stored>> {
  try {
    const response = await fetch(url, { method: "POST", ...init });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

const memoryKey = (memory: string, file: File) =>
  `borderland:${memory}:${file.name}:${file.size}:${file.lastModified}`;

function remembered(memory: string, file: File): string | undefined {
  try {
    return localStorage.getItem(memoryKey(memory, file)) ?? undefined;
  } catch {
    return undefined;
  }
}

function remember(memory: string, file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(memoryKey(memory, file), id);
    else localStorage.removeItem(memoryKey(memory, file));
  } catch {
    // Private browsing without storage: the upload just cannot be resumed.
  }
}

export async function sendInParts<Stored>(
  file: File,
  onSent: (bytes: number) => void,
  upload: PartsUpload,
): Promise<PartsSent<Stored>> {
  const { memory, cutOff } = upload;
  const begin = () =>
    post<Stored>(upload.start, {
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        name: file.name,
        size: file.size,
        resume: remembered(memory, file),
        ...upload.extra,
      }),
    });
  const started = await begin();
  if (!started.body?.ok || !started.body.id) return { ok: false, message: started.body?.error ?? cutOff };
  const id = started.body.id;
  remember(memory, file, id);
  let offset = started.body.received ?? 0;
  onSent(offset);
  let conflicts = 0;
  while (offset < file.size) {
    const part = file.slice(offset, offset + upload.partBytes);
    let answer: Answer<Stored> = { status: 0, body: null };
    for (const wait of [0, ...RETRIES]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      answer = await post<Stored>(`${upload.parts}?id=${id}&offset=${offset}`, {
        headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
        body: part,
      });
      if (answer.status !== 0 && answer.status < 500) break;
    }
    if (answer.status === 409) {
      // Sent from another tab meanwhile, or out of turn: ask where the server's copy ends.
      const again = await begin();
      if (!again.body?.ok || again.body.id !== id || ++conflicts > 3)
        return { ok: false, message: again.body?.error ?? cutOff };
      offset = again.body.received ?? offset;
    } else if (answer.body?.ok && typeof answer.body.received === "number") {
      offset = answer.body.received;
      conflicts = 0;
      if (answer.body.file) {
        remember(memory, file, null);
        onSent(offset);
        return { ok: true, id, stored: answer.body.file };
      }
    } else {
      if (answer.status !== 0 && answer.status < 500) remember(memory, file, null);
      return { ok: false, message: answer.body?.error ?? cutOff };
    }
    onSent(offset);
  }
  remember(memory, file, null);
  return { ok: true, id, stored: null };
}
