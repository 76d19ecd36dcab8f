// The two kinds of reader bench:live runs (issue 42, decision 0081): one polling `/live/:id` as the live
// island does, and one holding a stream of the SSE model (scripts/bench/sse-model.ts) open; and what
// each has seen.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** What each reader has seen: the newest entry, and how long each new one took to reach it. */
export type Delivery = { seen: number; delays: number[] };

/** Notes, for one reader, the entries in `body` it had not seen, with their delay since the post. */
function heard(delivery: Delivery, body: string, run: string) {
  let newest = delivery.seen;
  for (const [, n, at] of body.matchAll(new RegExp(`Bench ${run} entry (\\d+) at ([0-9T:.Z-]+)`, "g"))) {
    if (Number(n) <= delivery.seen) continue;
    delivery.delays.push(Date.now() - Date.parse(at!));
    newest = Math.max(newest, Number(n));
  }
  delivery.seen = newest;
}

/** A polling reader, as the live island is: `/live/:id` with its ETag every `pollMs`. */
export function pollingReader(
  url: string,
  pollMs: number,
  counts: Record<string, number>,
  d: Delivery,
  run: string,
) {
  return async (running: () => boolean) => {
    let etag = "";
    await new Promise((r) => setTimeout(r, Math.random() * pollMs));
    while (running()) {
      try {
        const answer = await fetch(url, { headers: etag ? { "If-None-Match": etag } : {} });
        const body = await answer.text();
        if (answer.status === 304) counts.notModified!++;
        else if (answer.ok) {
          [counts.ok, etag] = [counts.ok! + 1, answer.headers.get("etag") ?? ""];
          heard(d, body, run);
        } else counts.errors!++;
      } catch {
        counts.errors!++;
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
}

/** A reader holding an SSE stream of the model (scripts/bench/sse-model.ts) open. */
export function streamingReader(
  url: string,
  counts: Record<string, number>,
  d: Delivery,
  stop: AbortSignal,
  run: string,
) {
  return async () => {
    try {
      const answer = await fetch(url, { signal: stop });
      const decoder = new TextDecoder();
      const stream = answer.body!.getReader();
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        counts.events! += (text.match(/^event: entries$/gm) ?? []).length;
        heard(d, text, run);
      }
    } catch {
      if (!stop.aborted) counts.errors!++;
    }
  };
}

/** Starts the SSE model beside the server; answers its events' address and its process. */
export async function startSseModel(liveUrl: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ["--import", "tsx", SSE_MODEL, String(port), liveUrl], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (c: Buffer) => String(c).includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`the SSE model stopped (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/events`, child };
}

const SSE_MODEL = fileURLToPath(new URL("./sse-model.ts", import.meta.url));
