// The Server-Sent Events alternative to polling (issue 42, decision 0081), as the live bench measures
// it: `node --import tsx scripts/bench/sse-model.ts PORT LIVE_URL`. A Hono server on @hono/node-server,
// as ours is, holds every reader's `GET /events` open (streamSSE) and, once a second, asks the site's
// `/live/:id` with its ETag, as one listener per process would hear of a change; a new answer is written
// to every open stream. It prints 'ready' once it listens. Only the bench runs it: what it models is the
// cost of holding the readers' connections and fanning each change out, beside the polling path's.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";

const [port, upstream] = [Number(process.argv[2]), process.argv[3]!];
const streams = new Set<SSEStreamingApi>();
const app = new Hono();
app.get("/events", (c) =>
  streamSSE(c, async (stream) => {
    streams.add(stream);
    await new Promise<void>((resolve) => stream.onAbort(resolve));
    streams.delete(stream);
  }),
);

let etag = "";
async function listen() {
  try {
    const answer = await fetch(upstream, { headers: etag ? { "If-None-Match": etag } : {} });
    const body = await answer.text();
    if (answer.status === 200) {
      const first = !etag;
      etag = answer.headers.get("etag") ?? "";
      if (!first) await Promise.all([...streams].map((s) => s.writeSSE({ event: "entries", data: body })));
    }
  } catch {
    // The site is away for a moment: the next second asks again.
  }
  setTimeout(listen, 1000);
}

serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => {
  void listen();
  console.log("ready");
});
