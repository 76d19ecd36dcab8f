import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";

/** What a client got: a whole answer (its status and `Connection` header), or the error it met. */
type Answer = { status: number; connection?: string } | { error: string };

type Sent = { answer: Promise<Answer> };

/** A connection of its own, made and waiting: the kernel has accepted it whether or not the server
 * has read anything yet. */
async function connect(url: string): Promise<net.Socket> {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  await once(socket, "connect");
  return socket;
}

/** Writes one request on `socket` and resolves once its bytes are with the kernel, before any answer. */
async function send(socket: net.Socket, method: string, target: string, body?: string): Promise<Sent> {
  const request = http.request({
    createConnection: () => socket,
    host: "127.0.0.1",
    port: socket.remotePort,
    method,
    path: target,
    // As browsers ask: without it, Node's client asks the server to close the connection itself.
    headers: {
      Connection: "keep-alive",
      ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
  });
  const answer = new Promise<Answer>((resolve) => {
    request.on("response", (response) => {
      response.resume();
      // 'end' comes only with the whole body; a connection cut mid-answer is an error.
      response.on("end", () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection }),
      );
      response.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  request.end(body);
  await once(request, "finish");
  return { answer };
}

/** A new connection's request, or how it was refused. */
async function sendAlone(url: string, target: string): Promise<Answer> {
  try {
    return await (
      await send(await connect(url), "GET", target)
    ).answer;
  } catch (error) {
    return { error: (error as NodeJS.ErrnoException).code ?? String(error) };
  }
}

/** Fourteen category searches (each a render: no page is cached yet) and two newsletter sign-ups. */
const SEARCHES = ["politics", "business", "opinion", "creative", "culture", "technology", "general"].flatMap(
  (section) => [`/${section}?q=harbour`, `/${section}?q=council`],
);
const SUBSCRIBERS = ["stop-one@example.org", "stop-two@example.org"];

/**
 * Freezes the server (SIGSTOP: as an event loop busy for as long as we like), makes 16 connections and
 * writes a request on each, which the kernel takes and holds, signals SIGTERM, and lets the server go
 * on (SIGCONT). Every request reached the server before the signal.
 */
async function burstThenSigterm(server: RunningServer): Promise<Answer[]> {
  const target = server.process.pid!;
  process.kill(target, "SIGSTOP");
  let sent: Sent[];
  try {
    sent = await Promise.all([
      ...SEARCHES.map(async (search) => send(await connect(server.url), "GET", search)),
      ...SUBSCRIBERS.map(async (email) =>
        send(await connect(server.url), "POST", "/newsletter", `email=${encodeURIComponent(email)}`),
      ),
    ]);
    process.kill(target, "SIGTERM");
  } finally {
    process.kill(target, "SIGCONT");
  }
  return Promise.all(sent.map((s) => s.answer));
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const start = Date.now();
  while (!check() && Date.now() - start < ms) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

const exitOf = (server: RunningServer) =>
  new Promise<number | null>((resolve) =>
    server.process.exitCode !== null
      ? resolve(server.process.exitCode)
      : server.process.once("exit", (code) => resolve(code)),
  );

/** Refused at the socket, or 503 with `Connection: close`: not a hang, not a page. */
function expectTurnedAway(answer: Answer) {
  if ("error" in answer) expect(answer.error).toBe("ECONNREFUSED");
  else expect(answer).toEqual({ status: 503, connection: "close" });
}

describe("a stop on SIGTERM (one process, embedded database)", () => {
  let server: RunningServer;
  afterEach(() => server?.stop());

  it("answers all 16 requests that reached the server before SIGTERM, then exits 0", async () => {
    server = await startServer({ SEED_DEMO: "false" });
    const exited = exitOf(server);
    const answers = await burstThenSigterm(server);
    expect(answers).toEqual(Array(16).fill({ status: 200, connection: "close" }));
    expect(await exited).toBe(0);
    // The sign-ups were written and their mail sent before the database closed.
    const outbox = fs.readdirSync(path.join(server.dataDir, "outbox"));
    const mails = outbox.map((file) => fs.readFileSync(path.join(server.dataDir, "outbox", file), "utf8"));
    for (const email of SUBSCRIBERS) expect(mails.some((mail) => mail.includes(`To: ${email}`))).toBe(true);
  });

  it("turns away a connection made after the stop began, and answers one made before it", async () => {
    server = await startServer({ SEED_DEMO: "false" });
    const exited = exitOf(server);
    // Made before the signal, with no request yet: it has a moment to send one, which holds the stop open.
    const early = await connect(server.url);
    server.process.kill("SIGTERM");
    expect(await until(() => server.output().includes("SIGTERM: finishing"), 5000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expectTurnedAway(await sendAlone(server.url, "/about"));
    expect(await (await send(early, "GET", "/about")).answer).toEqual({ status: 200, connection: "close" });
    expect(await exited).toBe(0);
  });
});

describe.skipIf(postgresSkipReason)("a stop on SIGTERM (two processes on PostgreSQL)", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  afterAll(async () => {
    await server?.stop();
    await handle?.drop();
  });

  it("answers all 16 requests that reached the server before SIGTERM, turns later ones away, exits 0", async () => {
    handle = await createTestDatabase("postgres");
    server = await startServer({ DATABASE_URL: handle.url!, SEED_DEMO: "false", PROCESSES: "2" });
    const exited = exitOf(server);
    // Made before the signal and still sending its request: it holds its process's stop open.
    const slow = await connect(server.url);
    let slowAnswer = "";
    slow.on("data", (chunk: Buffer) => (slowAnswer += chunk.toString()));
    slow.write("GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const answers = await burstThenSigterm(server);
    expect(answers).toEqual(Array(16).fill({ status: 200, connection: "close" }));
    expectTurnedAway(await sendAlone(server.url, "/about"));
    slow.write("\r\n");
    await once(slow, "close");
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n(.+\r\n)*Connection: close\r\n/i);
    expect(await exited).toBe(0);
  });
});
