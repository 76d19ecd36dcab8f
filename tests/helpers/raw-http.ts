import http from "node:http";
import { once } from "node:events";

export type RawRequest = {
  method?: string;
  /** Sent as it is: malformed percent-encoding and all. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Sends the body without Content-Length, in chunks. */
  chunked?: boolean;
};

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

const PIECE = 64 * 1024;

/**
 * One request over a fresh connection with node:http, which, unlike fetch, sends any method, any path
 * and a chunked body. Like curl and browsers, it stops sending the body once an answer has come (a
 * 413 before the body is through). Rejects when the connection ends without an answer.
 */
export function rawRequest(base: string, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const { body, chunked } = request;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({
      host: hostname,
      port,
      method: request.method ?? "GET",
      path: request.path,
      headers: {
        ...request.headers,
        // Node frames a body in chunks by itself only for POST, PUT and PATCH.
        ...(body && !chunked ? { "Content-Length": String(body.length) } : {}),
        ...(body && chunked ? { "Transfer-Encoding": "chunked" } : {}),
      },
      agent: false,
      timeout: timeoutMs,
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", () => {});
      res.on("end", done);
      res.on("close", done);
    });
    // After an answer, a failed write (the server closed the connection) no longer matters.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    void (async () => {
      for (let i = 0; body && i < body.length && !answered && !req.destroyed; i += PIECE) {
        if (!req.write(body.subarray(i, i + PIECE))) await once(req, "drain").catch(() => {});
      }
      if (answered) req.destroy();
      else if (!req.destroyed) req.end();
    })();
  });
}
