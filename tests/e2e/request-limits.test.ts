import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../helpers/raw-http.ts";
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

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

/** Sends `head`, then `piece` once a second, and answers how long the server kept the connection
 * open and what it last said. */
function trickle(head: string, piece: string): Promise<{ seconds: number; answer: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    let answer = "";
    const timer = setInterval(() => socket.write(piece), 1000);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ seconds: (Date.now() - started) / 1000, answer });
    });
    // Past a minute the test has failed anyway; stop sending.
    setTimeout(() => socket.destroy(), 60_000).unref();
  });
}

/** Declares a 50 MB body, sends 64 KB of it and waits: answers what came and when the server ended the
 * connection. */
function refusedConnection(): Promise<{ seconds: number; answer: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    let answer = "";
    socket.on("connect", () => {
      socket.write(
        `POST /api/auth HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(64 * 1024, "a"));
    });
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("end", () => {
      resolve({ seconds: (Date.now() - started) / 1000, answer });
      socket.destroy();
    });
  });
}

describe("request limits", () => {
  it("cuts off slow clients within 30 s while answering 50 MB bodies with 413 in bounded memory", async () => {
    const host = `Host: ${new URL(server.url).host}\r\n`;
    const slow = Promise.all([
      trickle(`GET / HTTP/1.1\r\n${host}X-Slow: `, "a"),
      trickle(
        `POST /api/auth HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nintent=sign-in`,
        "a",
      ),
      trickle(
        `POST /api/auth HTTP/1.1\r\n${host}Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
        "1\r\na\r\n",
      ),
    ]);

    const huge = Buffer.alloc(50 * 1024 * 1024, "a");
    const attempt = (chunked: boolean) =>
      rawRequest(server.url, { method: "POST", path: "/api/auth", headers: FORM, body: huge, chunked });
    const round = (chunked: boolean) => Promise.all(Array.from({ length: 16 }, () => attempt(chunked)));
    // Warm up the code paths, then measure.
    await round(false);
    await round(true);
    const before = residentMb();
    const declared = await round(false);
    const chunked = await round(true);
    const growth = residentMb() - before;
    console.log(`[limits] resident memory ${before.toFixed(1)} MB, grew ${growth.toFixed(1)} MB`);
    for (const answer of [...declared, ...chunked]) expect(answer.status).toBe(413);
    expect(growth).toBeLessThan(20);

    // The connection of a refused body ends after the answer, before the client has sent it all.
    const refused = await refusedConnection();
    expect(refused.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(refused.seconds).toBeLessThan(2);

    // Meanwhile the server answers everyone else.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const [headers, body, chunkedBody] = await slow;
    console.log(
      `[limits] slow headers cut after ${headers.seconds} s, slow body ${body.seconds} s, slow chunked body ${chunkedBody.seconds} s`,
    );
    for (const cut of [headers, body, chunkedBody]) {
      expect(cut.seconds).toBeLessThan(30);
      expect(cut.answer).toMatch(/^HTTP\/1\.1 408/);
    }
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
