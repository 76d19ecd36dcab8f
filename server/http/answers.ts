import type { Context } from "hono";

/** A short plain-text answer from the edge, for a request refused before the app sees it. */
export function plainAnswer(status: number, message: string, headers: Record<string, string> = {}): Response {
  const body = Buffer.from(`${message}\n`);
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** Replaces the app's answer from a middleware, after `next()`. */
export function replaceAnswer(c: Context, response: Response) {
  // Assigning to c.res merges the old answer's headers (a Location, cookies) into the new one: start afresh.
  c.res = undefined;
  c.res = response;
}
