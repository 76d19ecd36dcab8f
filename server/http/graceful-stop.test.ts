import { once } from "node:events";
import http, { type RequestListener } from "node:http";
import net from "node:net";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { createGracefulStop, type GracefulStop } from "./graceful-stop.ts";

type Answer = { status: number; connection?: string; body: string } | { error: string };

let server: http.Server;
let port: number;
afterEach(() => server?.closeAllConnections());

/** A real server behind the stop, answering `ok` a turn after each request unless `handler` says otherwise. */
async function serve(handler?: RequestListener, grace = 300): Promise<GracefulStop> {
  server = http.createServer();
  const stopper = createGracefulStop(server, { firstRequestGraceMs: grace, quietMs: 5 });
  server.on("request", stopper.admit(handler ?? ((_req, res) => setImmediate(() => res.end("ok")))));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as net.AddressInfo).port;
  return stopper;
}

async function connect(): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  await once(socket, "connect");
  return socket;
}

/** One keep-alive GET on `socket`: its whole answer, or the error it met. */
function get(socket: net.Socket, target = "/"): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.request({
      createConnection: () => socket,
      path: target,
      headers: { Host: "test", Connection: "keep-alive" },
    });
    request.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      res.on("error", (error) => resolve({ error: error.message }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

const closed = (socket: net.Socket) => (socket.closed ? Promise.resolve() : once(socket, "close"));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the graceful stop", () => {
  it("answers a request it was answering with Connection: close, and ends once that is done", async () => {
    let finish = () => {};
    const stopper = await serve((_req, res) => (finish = () => res.end("late but whole")));
    const socket = await connect();
    const answer = get(socket);
    await wait(20);
    let ended = false;
    const stopped = stopper.stop().then(() => (ended = true));
    await wait(50);
    expect(ended).toBe(false);
    finish();
    expect(await answer).toEqual({ status: 200, connection: "close", body: "late but whole" });
    await stopped;
    expect(server.listening).toBe(false);
  });

  it("answers a connection that had sent nothing when the stop began, if its request comes within the grace", async () => {
    const stopper = await serve();
    const socket = await connect();
    const stopped = stopper.stop();
    await wait(100);
    expect(await get(socket)).toEqual({ status: 200, connection: "close", body: "ok" });
    await stopped;
  });

  it("closes a connection that sends nothing within the grace", async () => {
    const stopper = await serve(undefined, 100);
    const socket = await connect();
    const began = Date.now();
    await stopper.stop();
    await closed(socket);
    expect(Date.now() - began).toBeGreaterThanOrEqual(100);
  });

  it("closes a kept-alive connection that is between requests at once", async () => {
    const stopper = await serve(undefined, 5_000);
    const socket = await connect();
    expect(await get(socket)).toMatchObject({ status: 200, connection: "keep-alive" });
    const began = Date.now();
    await stopper.stop();
    await closed(socket);
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it("answers 503 with Connection: close to a connection made once its queue was empty, and refuses them once its own are done", async () => {
    let finish = () => {};
    const stopper = await serve((_req, res) => (finish = () => res.end("ok")));
    const own = get(await connect());
    await wait(20);
    const stopped = stopper.stop();
    await wait(100);
    const late = await get(await connect());
    expect(late).toMatchObject({ status: 503, connection: "close" });
    expect(stopper.unfinished()).toEqual([expect.stringMatching(/^GET \/ \(answering for \d+\.\d s\)$/)]);
    finish();
    expect(await own).toMatchObject({ status: 200, connection: "close" });
    await stopped;
    await expect(connect()).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("answers every connection that was waiting in the kernel's queue when the stop began", async () => {
    const stopper = await serve();
    // A client on a thread of its own connects and sends while this thread is blocked, so that all its
    // connections wait in the kernel's queue, none taken by the server yet, when the stop begins.
    const sent = new Int32Array(new SharedArrayBuffer(4));
    const client = new Worker(
      `const { workerData, parentPort } = require("node:worker_threads");
       const net = require("node:net");
       const { port, sent, count } = workerData;
       const answers = [];
       let written = 0;
       for (let i = 0; i < count; i++) {
         const socket = net.connect(port, "127.0.0.1", () =>
           socket.write("GET / HTTP/1.1\\r\\nHost: test\\r\\n\\r\\n", () => {
             if (++written === count) { Atomics.store(sent, 0, 1); Atomics.notify(sent, 0); }
           }));
         let text = "";
         socket.on("data", (chunk) => (text += chunk));
         socket.on("error", (error) => (text += "error " + error.code));
         socket.on("close", () => {
           answers.push(text);
           if (answers.length === count) parentPort.postMessage(answers);
         });
       }`,
      { eval: true, workerData: { port, sent, count: 8 } },
    );
    const answers = once(client, "message");
    expect(Atomics.wait(sent, 0, 0, 10_000)).toBe("ok");
    const stopped = stopper.stop();
    const [texts] = (await answers) as [string[]];
    await client.terminate();
    expect(texts).toHaveLength(8);
    for (const text of texts) expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n(.+\r\n)*Connection: close\r\n/);
    await stopped;
  });
});
