import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { photo } from "./images.ts";

/** One answer of the fake: a status, a content type and a body (and a redirect's Location). */
export type EmbedAnswer = { status?: number; type?: string; body: string | Buffer; location?: string };

export type FakeEmbedProviders = {
  /** `http://127.0.0.1:<port>`: EMBED_PREVIEW_URL, which puts each provider's host first in the path. */
  url: string;
  /** Every path asked, in order (`/www.youtube.com/oembed?...`). */
  requests: string[];
  /** Replaces the answer of a path (without its query). */
  answer(path: string, answer: EmbedAnswer | null): void;
  close(): Promise<void>;
};

/**
 * A fake of the embed providers on 127.0.0.1 (decision 0075), for tests only: YouTube's and
 * Datawrapper's oEmbed, their thumbnails, and an ordinary page with Open Graph tags. It is reached
 * through EMBED_PREVIEW_URL, which asks `https://<host>/<path>` as `<url>/<host>/<path>`.
 */
export async function startFakeEmbedProviders(): Promise<FakeEmbedProviders> {
  const thumbnail = await photo(640, 360, "jpeg");
  const json = (body: unknown): EmbedAnswer => ({ type: "application/json", body: JSON.stringify(body) });
  const answers = new Map<string, EmbedAnswer | null>([
    [
      "/www.youtube.com/oembed",
      json({
        type: "video",
        title: "The school board meets on the budget",
        provider_name: "YouTube",
        thumbnail_url: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      }),
    ],
    ["/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg", { type: "image/jpeg", body: thumbnail }],
    [
      "/api.datawrapper.de/v3/oembed",
      json({
        type: "rich",
        title: "Where the district's money goes",
        provider_name: "Datawrapper",
        thumbnail_url: "https://datawrapper.dwcdn.net/AbC12/full.png",
      }),
    ],
    ["/datawrapper.dwcdn.net/AbC12/full.png", { type: "image/jpeg", body: thumbnail }],
    [
      "/example.org/story",
      {
        type: "text/html",
        body: `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="Gym roof repairs &amp; what they cost">
<meta property="og:description" content="The district explains the bill.">
<meta property="og:image" content="/images/roof.jpg"></head><body><p>Text</p></body></html>`,
      },
    ],
    ["/example.org/images/roof.jpg", { type: "image/jpeg", body: thumbnail }],
  ]);
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").replace(/\?.*/, "");
    requests.push(req.url ?? "/");
    const found = answers.get(path);
    if (!found) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("Not found");
      return;
    }
    res.writeHead(found.status ?? 200, {
      "Content-Type": found.type ?? "text/plain",
      ...(found.location ? { Location: found.location } : {}),
    });
    res.end(found.body);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
