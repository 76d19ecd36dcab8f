import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createGracefulStop } from "./http/graceful-stop.ts";
import { createStop } from "./stop-on-signals.ts";

let server: http.Server;
afterEach(() => {
  server?.closeAllConnections();
  vi.restoreAllMocks();
});

/** A server whose every request is answered only when the test says. */
async function serveHeld() {
  server = http.createServer();
  const connections = createGracefulStop(server, { quietMs: 5 });
  const held: Array<() => void> = [];
  server.on(
    "request",
    connections.admit((_req, res) => held.push(() => res.end("ok"))),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { connections, held, url: `http://127.0.0.1:${port}` };
}

describe("the stop of the process", () => {
  it("cancels long work at once, closes what runs after the answers in order once they are out, then exits 0", async () => {
    const { connections, held, url } = await serveHeld();
    const answered = fetch(`${url}/article/a`);
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const shutdown = new AbortController();
    const order: string[] = [];
    const exit = vi.fn((code: number) => void order.push(`exit ${code}`));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const stopped = createStop({
      announce: true,
      shutdown,
      connections,
      afterwards: [
        ["background work (mail)", async () => void order.push("mail")],
        ["the database", async () => void order.push("database")],
      ],
      exit,
    })("SIGTERM");
    expect(shutdown.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    held[0]!();
    expect((await answered).status).toBe(200);
    await stopped;
    expect(order).toEqual(["mail", "database", "exit 0"]);
  });

  it("exits 1 at its limit, naming the request it cut", async () => {
    const { connections, held, url } = await serveHeld();
    void fetch(`${url}/admin/imports`, { method: "POST" }).catch(() => {});
    await vi.waitFor(() => expect(held).toHaveLength(1));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const exit = vi.fn();
    void createStop({
      announce: false,
      shutdown: new AbortController(),
      connections,
      afterwards: [],
      limitMs: 100,
      exit,
    })("SIGTERM");
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^SIGTERM: stopped after 0\.1 s, cutting what was left: POST \/admin\/imports \(answering for 0\.\d s\)\.$/,
      ),
    );
  });
});
