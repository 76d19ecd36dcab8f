import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, type Encoding } from "./encodings.ts";
import { hasPersonalCookie } from "./cache-rules.ts";
import { asksForOldId } from "./old-links.ts";
import { stateOf, type CachedPage, type PageCache } from "./page-cache.ts";
import { asksForLight, lightKey } from "./reading-mode.ts";

/** The headers Node writes for an entry in one encoding and state, as one flat list, made once. */
function wireHeaders(entry: CachedPage, encoding: Encoding, state: "HIT" | "STALE"): string[] {
  const key = `${encoding} ${state}`;
  entry.wire ??= new Map();
  let wire = entry.wire.get(key);
  if (!wire) {
    wire = entry.sent!.flat();
    if (encoding !== "identity") wire.push("content-encoding", encoding);
    wire.push("content-length", String(entry.bodies[encoding]!.length), "x-cache", state);
    entry.wire.set(key, wire);
  }
  return wire;
}

/**
 * Sends a page the cache holds straight from Node's request, or returns false to leave the request to
 * the app. Most of a busy site's answers are these; made through the app, each built a fetch Request,
 * ran every middleware and copied its headers twice, which took more time than the writing
 * (docs/performance.md). Only a plain anonymous GET or HEAD without a body or a condition qualifies, for
 * a path exactly as the app reads it (one it would read otherwise goes to the app), with any query (its
 * tracking parameters fall away in the cache's key), and an entry the app has sent once: its headers, the
 * security headers with them, are then known, and are the ones sent here.
 */
export function sendCachedPage(pages: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  const { method, headers, url } = req;
  if (method !== "GET" && method !== "HEAD") return false;
  if (
    url === undefined ||
    headers["if-none-match"] !== undefined ||
    headers["transfer-encoding"] !== undefined ||
    (headers["content-length"] ?? "0") !== "0" ||
    hasPersonalCookie(headers.cookie) ||
    asksForOldId(url)
  )
    return false;
  const asked = pages.keyFor(url);
  const key =
    asked !== null && asksForLight(String(headers["save-data"] ?? ""), headers.cookie)
      ? lightKey(asked)
      : asked;
  const entry = key === null ? null : pages.fresh(key);
  if (!entry?.sent) return false;
  const encoding = chooseEncoding(headers["accept-encoding"]);
  const body = pages.body(entry, encoding);
  res.writeHead(200, wireHeaders(entry, encoding, stateOf(entry)));
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
