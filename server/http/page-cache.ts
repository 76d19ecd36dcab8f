import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { sharedPagePolicy } from "./csp.ts";
import { chooseEncoding } from "./encodings.ts";
import { createBodies, type WithBodies } from "./page-bodies.ts";
import { pageTags, touches, type PageChange } from "./page-changes.ts";
import { literalKeys, type PageKeys } from "./page-keys.ts";
import { createPageStore } from "./page-store.ts";
import { lightKey, readsLight } from "./reading-mode.ts";
import { sharePage } from "./shared-page.ts";
import {
  isPersonal,
  namesEtag,
  NOT_MODIFIED_HEADERS,
  PAGE_VARY,
  PRIVATE_PAGE,
  SHARED_PAGE,
} from "./cache-rules.ts";

export type PageCacheVariables = SecureHeadersVariables & {
  /** What the page being rendered shows, declared by its loaders (server/http/page-changes.ts). */
  pageTags: Set<string>;
  /** The address the page is rendered for when it is one to keep: its cache key (server/http/page-keys.ts). */
  pageAddress?: string;
  /** The provider frames the page may load (decision 0075), set when it has embeds. */
  frameSources?: string[];
};

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
type Entry = CachedPage;

/** Paths the cache leaves alone: private ones (a preview link's page is for its holder alone), and
 * files, which are sent from disk. */
const PASSED_PATHS =
  /^\/(api|admin|account|auth|forgot-password|reset-password|unsubscribe|newsletter\/confirm|healthz|preview)(\/|$|\?|\.data)|^\/(assets|uploads|images)\//;
const CACHEABLE_TYPES =
  /^(text\/html|text\/calendar|text\/x-script|application\/json|application\/(rss\+)?xml|text\/plain)/;

/** How a cached copy is sent: as it was rendered, or as the previous copy while a render replaces it
 * (its counters, or its TTL, ran out). */
export function stateOf(entry: CachedPage): "HIT" | "STALE" {
  return entry.stale || entry.expires <= Date.now() ? "STALE" : "HIT";
}

/** What each response from an entry sets for itself. */
const OWN_HEADERS = new Set(["content-encoding", "content-length", "x-cache"]);

/** Replaces the context's response outright (Hono would otherwise copy the old one's headers over). */
function answer(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}

/**
 * Rendered public pages for anonymous readers: a page read by a thousand readers is rendered once,
 * even when they all ask at the same moment, and is sent as stored bytes, compressed once per encoding
 * (server/http/page-bodies.ts). A page is kept under its address as `keys` make it from the URL (only
 * the query parameters its routes read: server/http/page-keys.ts), and rendered for that address. Only
 * 200 answers are kept, within `maxBytes`, pages read only once giving way first (server/http/page-store.ts).
 * A write drops the pages it touches (`change`); `onChange` tells the other processes, which call
 * `apply`. A page whose counters only changed (a like) is rendered again at most once a second, by
 * the next reader after that; readers meanwhile get the previous copy rather than wait. The TTL
 * bounds what a lost message or an undeclared write can cost: a copy past it is rendered again by the
 * next reader, the others meanwhile getting the old copy (for one render, within twice the TTL at
 * most). Signed-in readers,
 * flash messages and private paths always get a fresh render.
 */
export function createPageCache({
  ttlMs = 30_000,
  counterRefreshMs = 1000,
  maxBytes = 32 * 1024 * 1024,
  secure = false,
  keys = literalKeys,
  onChange = () => {},
}: {
  ttlMs?: number;
  /** How often at most a page whose counters keep changing is rendered again (decision 0016). */
  counterRefreshMs?: number;
  maxBytes?: number;
  /** Whether the site is served over https, for the policy of shared pages. */
  secure?: boolean;
  /** The address a URL's page is kept under. */
  keys?: PageKeys;
  onChange?: (change: PageChange) => void;
} = {}) {
  const entries = createPageStore<Entry>(maxBytes);
  const rendering = new Map<string, Promise<Entry | null>>();
  const current = (entry: Entry) => entries.peek(entry.key) === entry;
  const bodies = createBodies<Entry>({
    current,
    resized: (entry, delta) => current(entry) && entries.resized(entry.key, delta),
  });
  // The recent changes, numbered: a render that a change touched while it ran is served but not kept.
  let sequence = 0;
  const recent: { seq: number; change: PageChange }[] = [];
  // What changed on a page since `started`: nothing, only its counters, or more (or too long ago to say).
  const changedSince = (started: number, tags: readonly string[]): "nothing" | "counters" | "more" => {
    if (sequence - started > recent.length) return "more";
    let changed: "nothing" | "counters" = "nothing";
    for (const { seq, change } of recent) {
      if (seq <= started || !touches(change, tags)) continue;
      if (typeof change !== "object") return "more";
      changed = "counters";
    }
    return changed;
  };

  const remove = (key: string) => entries.delete(key);

  // An entry past its TTL is kept as long again, to be sent while one render replaces it.
  const lookup = (key: string): Entry | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires + ttlMs <= Date.now()) return (void remove(key), null);
    return entry;
  };

  // Responses made from an entry whose final headers are not yet known, until the app has sent one.
  const served = new WeakMap<Response, Entry>();

  const listeners = new Set<(change: PageChange) => void>();
  const apply = (change: PageChange) => {
    for (const listener of listeners) listener(change);
    recent.push({ seq: ++sequence, change });
    if (recent.length > 256) recent.shift();
    for (const [key, entry] of entries.entries()) {
      if (!touches(change, entry.tags)) continue;
      if (typeof change === "object") entry.stale = true;
      else remove(key);
    }
  };

  /** The page as the cache keeps it, or null (and the rendered response left in place) if it is not one
   * to keep: not a 200, sets a cookie, says no-store, not a page or feed, or a nonce the page cannot do
   * without. */
  const render = async (
    c: Context<{ Variables: PageCacheVariables }>,
    next: () => Promise<void>,
    key: string,
  ): Promise<Entry | null> => {
    const started = sequence;
    const declared = new Set<string>();
    c.set("pageTags", declared);
    c.set("pageAddress", key);
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (
      res.status !== 200 ||
      res.headers.has("set-cookie") ||
      // A page that says so is never kept, wherever it is (a preview's, decision 0038).
      /\bno-store\b/.test(res.headers.get("cache-control") ?? "") ||
      res.headers.has("content-encoding") ||
      !CACHEABLE_TYPES.test(type)
    )
      return null;
    const rendered = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body = rendered;
    const nonce = c.get("secureHeadersNonce");
    if (nonce && type.startsWith("text/html")) {
      const shared = sharePage(rendered.toString("utf8"), nonce);
      if (!shared) {
        answer(c, new Response(rendered, res));
        return null;
      }
      body = Buffer.from(shared.html);
      headers.set(
        "Content-Security-Policy",
        sharedPagePolicy(secure, shared.scriptHashes, c.get("frameSources")),
      );
    } else {
      // Feeds, data and text run no script: their policy allows none, and holds no nonce to share.
      headers.set("Content-Security-Policy", sharedPagePolicy(secure, []));
    }
    if (headers.get("cache-control") === PRIVATE_PAGE) headers.set("Cache-Control", SHARED_PAGE);
    headers.set("Vary", PAGE_VARY);
    headers.set("ETag", `W/"${createHash("sha1").update(body).digest("base64url")}"`);
    headers.delete("content-length");
    const entry: Entry = {
      key,
      headers: [...headers.entries()],
      bodies: { identity: body },
      reads: 0,
      tags: pageTags(key.replace(/\?.*/, ""), declared),
      bytes: body.length,
      expires: Date.now() + ttlMs,
      rendered: Date.now(),
    };
    bodies.inherit(entry, entries.peek(key));
    // A render that a like overtook is still newer than the copy it replaces: kept, as stale.
    const changed = changedSince(started, entry.tags);
    if (changed === "counters") entry.stale = true;
    if (changed !== "more") entries.set(key, entry);
    return entry;
  };

  const serve = (c: Context, entry: Entry, state: "HIT" | "STALE" | "MISS") => {
    const etag = entry.headers.find(([name]) => name === "etag")![1];
    if (namesEtag(c.req.header("if-none-match"), etag)) {
      const kept = entry.headers.filter(([name]) => NOT_MODIFIED_HEADERS.has(name));
      return answer(c, new Response(null, { status: 304, headers: kept }));
    }
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const body = bodies.body(entry, encoding);
    const headers = new Headers(entry.headers);
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    headers.set("X-Cache", state);
    const bytes = c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>);
    const response = new Response(bytes, { status: 200, headers });
    if (!entry.sent) served.set(response, entry);
    answer(c, response);
  };

  /** The entry under `key` if it may be sent as it is: within its TTL, its counters unchanged or
   * changed under `counterRefreshMs` ago; or any copy while a render replaces it, so that readers do
   * not all wait for that render (which, under load, held every reader of the page for as long). */
  const fresh = (key: string): Entry | null => {
    const hit = lookup(key);
    if (!hit || rendering.has(key)) return hit;
    const now = Date.now();
    if (hit.expires > now && (!hit.stale || now - hit.rendered < counterRefreshMs)) return hit;
    return null;
  };

  const middleware: MiddlewareHandler<{ Variables: PageCacheVariables }> = async (c, next) => {
    const method = c.req.method;
    const url = new URL(c.req.url);
    if ((method !== "GET" && method !== "HEAD") || isPersonal(c.req.raw) || PASSED_PATHS.test(url.pathname))
      return next();
    const key = readsLight(c.req.raw) ? lightKey(keys.ofUrl(url)) : keys.ofUrl(url);
    const hit = fresh(key);
    if (hit) return serve(c, hit, stateOf(hit));
    const pending = rendering.get(key);
    if (pending) {
      const shared = await pending;
      return shared ? serve(c, shared, "HIT") : next();
    }
    const done = render(c, next, key);
    rendering.set(
      key,
      done.catch(() => null),
    );
    try {
      const entry = await done;
      // A page that no longer renders as one to keep loses its previous copy.
      if (entry) serve(c, entry, "MISS");
      else remove(key);
    } finally {
      rendering.delete(key);
    }
  };

  /** Goes first in the app: records the headers a page from the cache leaves the app with. A response
   * another middleware replaced (compressed otherwise, say) is not the one the cache made. */
  const record: MiddlewareHandler = async (c, next) => {
    await next();
    const entry = served.get(c.res);
    if (!entry) return;
    served.delete(c.res);
    entry.sent = [...c.res.headers].filter(([name]) => !OWN_HEADERS.has(name));
  };

  return {
    middleware,
    record,
    /** The entry for an address (a path and query) if it may be sent as it is, or null. */
    fresh,
    /** The address the page of a request target (a path and query, as it came) is kept under, or null
     * if the target is not one the app would read as it is. */
    keyFor: keys.ofTarget,
    /** An entry's body in an encoding, counted as one read (server/http/page-bodies.ts). */
    body: bodies.body,
    /** A write in this process: drops the pages it touches here and tells the other processes. */
    change(change: PageChange) {
      apply(change);
      onChange(change);
    },
    /** A change another process made. */
    apply,
    /** Hears every change applied here, this process's and the others'. */
    listen: (listener: (change: PageChange) => void) => void listeners.add(listener),
    /** Bytes held, for the bench and tests. */
    size: entries.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
