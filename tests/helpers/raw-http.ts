import http from "node:http";

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

/**
 * One request over a fresh connection with node:http, which, unlike fetch, sends any method, any path
 * and a chunked body, and reads an answer that comes before the body has been sent. Rejects when the
 * connection ends without an answer.
 */
export function rawRequest(base: string, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method: request.method ?? "GET",
      path: request.path,
      headers: {
        ...request.headers,
        // Node frames a body in chunks by itself only for POST, PUT and PATCH.
        ...(request.body && !request.chunked ? { "Content-Length": String(request.body.length) } : {}),
        ...(request.body && request.chunked ? { "Transfer-Encoding": "chunked" } : {}),
      },
      agent: false,
      timeout: timeoutMs,
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", () => {});
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on("close", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // The server may answer and close before the body is through (413): what counts is its answer.
    req.on("error", reject);
    if (!request.body) return void req.end();
    if (!request.chunked) return void req.end(request.body);
    for (let i = 0; i < request.body.length; i += 64 * 1024)
      req.write(request.body.subarray(i, i + 64 * 1024));
    req.end();
  });
}
