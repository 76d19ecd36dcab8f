import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, type Encoding } from "./encodings.ts";
import { hasPersonalCookie, namesEtag, NOT_MODIFIED_HEADERS } from "./cache-rules.ts";
import { asksForOldId } from "./old-links.ts";
import { stateOf, type CachedPage } from "./cached-page.ts";
import type { PageCache } from "./page-cache.ts";
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

/** The headers of a 304 for an entry, as the app's would be: the rendered headers a 304 keeps, and the
 * security headers the app adds to every answer; made once. */
function notModifiedHeaders(entry: CachedPage, state: "HIT" | "STALE"): string[] {
  const key = `304 ${state}`;
  entry.wire ??= new Map();
  let wire = entry.wire.get(key);
  if (!wire) {
    const rendered = new Set(entry.headers.map(([name]) => name));
    wire = entry.sent!.filter(([name]) => NOT_MODIFIED_HEADERS.has(name) || !rendered.has(name)).flat();
    wire.push("x-cache", state);
    entry.wire.set(key, wire);
  }
  return wire;
}

/**
 * Sends a page the cache holds straight from Node's request, or returns false to leave the request to
 * the app. Most of a busy site's answers are these; made through the app, each built a fetch Request,
 * ran every middleware and copied its headers twice, which took more time than the writing
 * (docs/performance.md). Only a plain anonymous GET or HEAD without a body qualifies, for
 * a path exactly as the app reads it (one it would read otherwise goes to the app), with any query (its
 * tracking parameters fall away in the cache's key), and an entry the app has sent once: its headers, the
 * security headers with them, are then known, and are the ones sent here. A condition that names the
 * entry's ETag (a live blog's readers ask every few seconds: decision 0081) is answered 304 here too.
 */
export function sendCachedPage(pages: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  const { method, headers, url } = req;
  if (method !== "GET" && method !== "HEAD") return false;
  if (
    url === undefined ||
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
  const condition = headers["if-none-match"];
  if (condition !== undefined && namesEtag(condition, entry.headers.find(([n]) => n === "etag")![1])) {
    res.writeHead(304, notModifiedHeaders(entry, stateOf(entry)));
    res.end();
    return true;
  }
  const encoding = chooseEncoding(headers["accept-encoding"]);
  const body = pages.body(entry, encoding);
  res.writeHead(200, wireHeaders(entry, encoding, stateOf(entry)));
  res.end(method === "HEAD" ? undefined : body);
  return true;
}
