import { SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";

/** How an upload of an export ended: its import's id, or the message to show. */
export type Sent = { ok: true; id: string } | { ok: false; message: string };

/** A part that fails for the network or the server (not a refusal) is sent again after 1, 2, 4, 8 s. */
const RETRIES = [1000, 2000, 4000, 8000];

const CUT_OFF =
  "The connection was lost and the upload stopped. Choose the same file again to go on from where it stopped.";

type Answer = {
  status: number;
  body: { ok?: boolean; error?: string; id?: string; received?: number } | null;
};

async function post(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { method: "POST", headers: { Accept: "application/json" }, ...init });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

/** The key under which this browser remembers an upload of `file` it began, to go on with it. */
const memoryKey = (file: File) => `borderland:site-import:${file.name}:${file.size}:${file.lastModified}`;

function remembered(file: File): string | undefined {
  try {
    return localStorage.getItem(memoryKey(file)) ?? undefined;
  } catch {
    return undefined;
  }
}

function remember(file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(memoryKey(file), id);
    else localStorage.removeItem(memoryKey(file));
  } catch {
    // Private browsing without storage: the upload just cannot be resumed.
  }
}

const begin = (file: File) =>
  post("/admin/site-imports", {
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ name: file.name, size: file.size, resume: remembered(file) }),
  });

/**
 * Sends an export to Settings → Import in parts of SITE_IMPORT_PART_BYTES (decision 0070), each its own
 * request, telling `onSent` how many bytes the server has. A part lost to the network is sent again; an
 * upload this browser began of the same file goes on from where the server's copy ends. A refusal (not
 * an export, too large) ends it with the server's message.
 */
export async function sendExport(file: File, onSent: (bytes: number) => void): Promise<Sent> {
  const started = await begin(file);
  if (!started.body?.ok || !started.body.id) return { ok: false, message: started.body?.error ?? CUT_OFF };
  const id = started.body.id;
  remember(file, id);
  let offset = started.body.received ?? 0;
  onSent(offset);
  let conflicts = 0;
  while (offset < file.size) {
    const part = file.slice(offset, offset + SITE_IMPORT_PART_BYTES);
    let answer: Answer = { status: 0, body: null };
    for (const wait of [0, ...RETRIES]) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      answer = await post(`/admin/site-imports/part?id=${id}&offset=${offset}`, {
        headers: { Accept: "application/json", "Content-Type": "application/octet-stream" },
        body: part,
      });
      if (answer.status !== 0 && answer.status < 500) break;
    }
    if (answer.status === 409) {
      // Sent from another tab meanwhile, or out of turn: ask where the server's copy ends.
      const again = await begin(file);
      if (!again.body?.ok || again.body.id !== id || ++conflicts > 3)
        return { ok: false, message: again.body?.error ?? CUT_OFF };
      offset = again.body.received ?? offset;
    } else if (answer.body?.ok && typeof answer.body.received === "number") {
      offset = answer.body.received;
      conflicts = 0;
    } else {
      if (answer.status !== 0 && answer.status < 500) remember(file, null);
      return { ok: false, message: answer.body?.error ?? CUT_OFF };
    }
    onSent(offset);
  }
  remember(file, null);
  return { ok: true, id };
}
