import type { MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { readCookie } from "./cookies.ts";

type Entry = {
  status: number;
  headers: [string, string][];
  /** The bytes, or for a page that carries its CSP nonce the text around each occurrence of it: every
   * reader gets a fresh nonce in its place, since one that many responses share would be guessable. */
  body: ArrayBuffer | string[];
  expires: number;
};

/** What to keep of a rendered body: split once around the nonce it was rendered with, if it has one. */
function keep(body: ArrayBuffer, nonce: string | undefined): Entry["body"] {
  if (!nonce) return body;
  const text = new TextDecoder().decode(body);
  return text.includes(nonce) ? text.split(nonce) : body;
}

const PRIVATE_PATHS =
  /^\/(api|admin|account|auth|forgot-password|reset-password|unsubscribe|healthz)(\/|$|\?)/;
const CACHEABLE_TYPES = /^(text\/html|text\/x-script|application\/json)/;

/** Rendered public pages for anonymous readers, kept for a short time and dropped at every successful
 * write: a page read by a thousand readers is rendered once. Signed-in readers, flash messages and
 * private paths always get a fresh render. Each process has its own cache; `onWrite` tells the others
 * (on PostgreSQL through server/db/broadcast.ts), and the TTL bounds what a lost message can cost. */
export function createPageCache({
  ttlMs = 30_000,
  maxEntries = 500,
  onWrite = () => {},
}: { ttlMs?: number; maxEntries?: number; onWrite?: () => void } = {}) {
  const entries = new Map<string, Entry>();

  const middleware: MiddlewareHandler<{ Variables: SecureHeadersVariables }> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      await next();
      if (c.res.status < 400) {
        entries.clear();
        onWrite();
      }
      return;
    }
    const url = new URL(c.req.url);
    const personal = readCookie(c.req.raw, "bt_session") || readCookie(c.req.raw, "bt_flash");
    if (personal || PRIVATE_PATHS.test(url.pathname)) return next();

    const key = `${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      const headers = new Headers(hit.headers);
      headers.set("X-Cache", "HIT");
      const body =
        method === "HEAD"
          ? null
          : Array.isArray(hit.body)
            ? hit.body.join(c.get("secureHeadersNonce") ?? "")
            : hit.body;
      return new Response(body, { status: hit.status, headers });
    }
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (
      (res.status !== 200 && res.status !== 404) ||
      res.headers.has("set-cookie") ||
      !CACHEABLE_TYPES.test(type)
    ) {
      return;
    }
    const body = await res.arrayBuffer();
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const headers = [...res.headers.entries()];
    entries.set(key, {
      status: res.status,
      headers,
      body: keep(body, c.get("secureHeadersNonce")),
      expires: Date.now() + ttlMs,
    });
    const fresh = new Headers(headers);
    fresh.set("X-Cache", "MISS");
    c.res = new Response(body, { status: res.status, headers: fresh });
  };

  return { middleware, clear: () => entries.clear() };
}

export type PageCache = ReturnType<typeof createPageCache>;
