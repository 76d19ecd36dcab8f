import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { clientGone } from "./client-gone.ts";

let server: Server | undefined;
afterEach(() => server?.close());

// The adapter, as production runs it, puts its own Request and Response in place of the global ones;
// the files that run after this one in the same worker get the originals back.
const { Request: GlobalRequest, Response: GlobalResponse } = globalThis;
afterAll(() => Object.assign(globalThis, { Request: GlobalRequest, Response: GlobalResponse }));

/** A server whose one route reads its body through a Request made from the adapter's (as the edge and
 * React Router do), then reports whether `clientGone` aborted while it waited for `wait` to end. */
function serve(wait: () => Promise<void>) {
  let report: (aborted: boolean) => void = () => {};
  const outcome = new Promise<boolean>((resolve) => (report = resolve));
  const app = new Hono();
  app.post("/", async (c) => {
    const gone = clientGone(c);
    await new Request(c.req.raw, { body: c.req.raw.body, duplex: "half" } as RequestInit).text();
    await Promise.race([wait(), new Promise((left) => gone.addEventListener("abort", left))]);
    report(gone.aborted);
    return c.text("done");
  });
  server = createServer(getRequestListener(app.fetch)).listen(0, "127.0.0.1");
  return { url: () => `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, outcome };
}

describe("clientGone", () => {
  it("aborts when the client goes away before its answer", async () => {
    const { url, outcome } = serve(() => new Promise((never) => setTimeout(never, 10_000)));
    await new Promise((listening) => server!.once("listening", listening));
    const client = new AbortController();
    const sent = fetch(url(), { method: "POST", body: "x".repeat(10_000), signal: client.signal });
    setTimeout(() => client.abort(), 200);
    await expect(sent).rejects.toThrow();
    expect(await outcome).toBe(true);
  });

  it("stays quiet for a client that waits for its answer", async () => {
    const { url, outcome } = serve(() => new Promise((done) => setTimeout(done, 50)));
    await new Promise((listening) => server!.once("listening", listening));
    expect(await (await fetch(url(), { method: "POST", body: "x" })).text()).toBe("done");
    expect(await outcome).toBe(false);
  });
});
