import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../helpers/raw-http.ts";
import { refusedConnection, slowClients } from "../helpers/slow-clients.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "false" });
});
afterAll(async () => {
  await server?.stop();
});

/** The server process's resident memory, in MB. */
function residentMb(): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024;
}

/** The server's resident memory once the garbage a round leaves has had a moment to go: the lowest of
 * ten readings over two seconds. Read at once, it depends on when the collector last ran: on a busy
 * machine the refused bodies' discarded chunks were still counted (34 MB once, 0.6 MB usually), while
 * what this test is about, a body kept, would stay: 16 kept bodies are 800 MB. */
async function settledResidentMb(): Promise<number> {
  let lowest = Infinity;
  for (let reading = 0; reading < 10; reading++) {
    lowest = Math.min(lowest, residentMb());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return lowest;
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("request limits", () => {
  // How soon the server ends these connections is measured by the bench (scripts/bench/timings.ts).
  it("cuts off slow clients while answering 50 MB bodies with 413 in bounded memory", async () => {
    const slow = slowClients(server.url);

    const huge = Buffer.alloc(50 * 1024 * 1024, "a");
    const attempt = (chunked: boolean) =>
      rawRequest(server.url, { method: "POST", path: "/api/auth", headers: FORM, body: huge, chunked });
    const round = (chunked: boolean) => Promise.all(Array.from({ length: 16 }, () => attempt(chunked)));
    // Warm up the code paths and let the heap and the allocator reach their working size (one pair of
    // rounds left 11–16 MB more on the next), then measure.
    for (let warm = 0; warm < 2; warm++) {
      await round(false);
      await round(true);
    }
    const before = await settledResidentMb();
    const declared = await round(false);
    const chunked = await round(true);
    const growth = (await settledResidentMb()) - before;
    console.log(`[limits] resident memory ${before.toFixed(1)} MB, grew ${growth.toFixed(1)} MB`);
    for (const answer of [...declared, ...chunked]) expect(answer.status).toBe(413);
    expect(growth).toBeLessThan(20);

    // The connection of a refused body ends after the answer, before the client has sent it all.
    const refused = await refusedConnection(server.url);
    expect(refused.answer).toMatch(/^HTTP\/1\.1 413/);

    // Meanwhile the server answers everyone else.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const [headers, body, chunkedBody] = await slow;
    console.log(
      `[limits] slow headers cut after ${headers.seconds} s, slow body ${body.seconds} s, slow chunked body ${chunkedBody.seconds} s`,
    );
    for (const cut of [headers, body, chunkedBody]) expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);
});

describe("a body the server did not read", () => {
  it.each([
    ["a GET with a body", "GET /admin/uploads", "", "405"],
    ["a POST to an address that is not valid", "POST /admin/uploads?x=%00", "", "400"],
    ["a POST from another site", "POST /admin/uploads", "Origin: https://elsewhere.example\r\n", "403"],
  ])(
    "%s: is read to its end before the answer goes, and the connection serves the next request",
    async (_name, requestLine, extraHeaders, status) => {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      const piece = Buffer.alloc(256 * 1024, "x");
      socket.write(
        `${requestLine} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Transfer-Encoding: chunked\r\n\r\n`,
      );
      // The body trickles in over half a second: an answer sent before its end would be a reset for a
      // client still sending (write EPIPE), and its rest would be read as the next request.
      for (let i = 0; i < 8; i++) {
        socket.write(`${piece.length.toString(16)}\r\n`);
        socket.write(piece);
        socket.write("\r\n");
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(received, `answered before the body's end (after piece ${i + 1})`).toBe("");
      }
      socket.write("0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      await expect.poll(() => (received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length, { timeout: 5000 }).toBe(2);
      expect(received.match(/HTTP\/1\.1 (\d{3})/g)).toEqual([`HTTP/1.1 ${status}`, "HTTP/1.1 200"]);
      socket.destroy();
    },
  );
});
