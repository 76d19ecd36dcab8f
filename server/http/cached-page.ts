import { createHash } from "node:crypto";
import type { WithBodies } from "./page-bodies.ts";
import { PAGE_VARY, PRIVATE_PAGE, SHARED_PAGE } from "./cache-rules.ts";

/** A page as the cache keeps it. */
export type CachedPage = WithBodies & {
  /** Its address in the cache. */
  key: string;
  headers: [string, string][];
  tags: string[];
  expires: number;
  /** Only its counters changed since (a like, a comment): sent while a render replaces it, or until
   * `counterRefreshMs` after it was rendered. */
  stale?: boolean;
  rendered: number;
  /** The headers its 200s leave the app with, security headers included, but for the encoding, the
   * length and X-Cache: recorded from the first one sent (`record`), so that later ones can be sent
   * without the app (server/http/direct-hits.ts). */
  sent?: [string, string][];
};

/** How a cached copy is sent: as it was rendered, or as the previous copy while a render replaces it
 * (its counters, or its TTL, ran out). */
export function stateOf(entry: CachedPage): "HIT" | "STALE" {
  return entry.stale || entry.expires <= Date.now() ? "STALE" : "HIT";
}

const CACHEABLE_TYPES =
  /^(text\/html|text\/calendar|text\/x-script|application\/json|application\/(rss\+)?xml|text\/plain)/;

/** Whether a rendered response may be kept for every reader: a 200 page or feed that sets no cookie,
 * is not compressed yet, and does not say no-store (a preview's does, wherever it is: decision 0038). */
export function keepable(res: Response): boolean {
  return (
    res.status === 200 &&
    !res.headers.has("set-cookie") &&
    !/\bno-store\b/.test(res.headers.get("cache-control") ?? "") &&
    !res.headers.has("content-encoding") &&
    CACHEABLE_TYPES.test(res.headers.get("content-type") ?? "")
  );
}

/** The headers a kept page is sent with: the rendered ones under the shared pages' `policy`, cached by
 * browsers as a shared page, varying as every page does, with an ETag of `body` and no length (each
 * encoding has its own). */
export function sharedHeaders(rendered: Headers, body: Buffer, policy: string): [string, string][] {
  const headers = new Headers(rendered);
  headers.set("Content-Security-Policy", policy);
  if (headers.get("cache-control") === PRIVATE_PAGE) headers.set("Cache-Control", SHARED_PAGE);
  headers.set("Vary", PAGE_VARY);
  headers.set("ETag", `W/"${createHash("sha1").update(body).digest("base64url")}"`);
  headers.delete("content-length");
  return [...headers.entries()];
}
