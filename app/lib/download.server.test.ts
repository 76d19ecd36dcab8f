import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterEach, expect, it } from "vitest";
import { streamedDownload } from "./download.server.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** The download served through Node's adapter, as the server serves every answer. It reaches the adapter
 * as a Response of the platform's own there (the edge's compression reads its body), not as the
 * adapter's lighter copy, which it would stream as it comes. */
async function served(body: ReadableStream<Uint8Array>): Promise<string> {
  const answer = streamedDownload({ body, fileName: "borderland.tar.gz", contentType: "application/gzip" });
  server = createServer(getRequestListener(() => answer, { overrideGlobalObjects: false }));
  await new Promise<void>((listening) => server!.listen(0, "127.0.0.1", listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const failing = (chunksBefore: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunksBefore) controller.enqueue(new TextEncoder().encode("part of an archive"));
      else controller.error(new Error("the store stopped answering"));
    },
  });
};

it.each([
  ["before its first byte", 0],
  ["after its first bytes", 1],
])(
  "a download that fails %s, once its headers are sent, is an aborted transfer, never a whole file",
  async (_when, chunksBefore) => {
    const answer = await fetch(await served(failing(chunksBefore)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="borderland.tar.gz"');
    await expect(answer.arrayBuffer()).rejects.toThrow();
  },
);

it("sends a download that succeeds whole", async () => {
  const answer = await fetch(await served(new Blob(["a whole archive"]).stream()));
  expect(await answer.text()).toBe("a whole archive");
});
