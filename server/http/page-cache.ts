import type { Context, MiddlewareHandler } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { keepable, sharedHeaders, stateOf, type CachedPage } from "./cached-page.ts";
import { createChangeLog } from "./change-log.ts";
import { sharedPagePolicy } from "./csp.ts";
import { chooseEncoding } from "./encodings.ts";
import { createBodies } from "./page-bodies.ts";
import { pageTags, touches, type PageChange } from "./page-changes.ts";
import { literalKeys, type PageKeys } from "./page-keys.ts";
import { createPageStore } from "./page-store.ts";
import { lightKey, readsLight } from "./reading-mode.ts";
import { sharePage } from "./shared-page.ts";
import { isPersonal, namesEtag, NOT_MODIFIED_HEADERS } from "./cache-rules.ts";

export type PageCacheVariables = SecureHeadersVariables & {
  /** What the page being rendered shows, declared by its loaders (server/http/page-changes.ts). */
  pageTags: Set<string>;
  /** The address the page is rendered for when it is one to keep: its cache key (server/http/page-keys.ts). */
  pageAddress?: string;
  /** The provider frames the page may load (decision 0075), set when it has embeds. */
  frameSources?: string[];
};

type Entry = CachedPage;

/** Paths the cache leaves alone: private ones (a preview link's page is for its holder alone), and
 * files, which are sent from disk. */
const PASSED_PATHS =
  /^\/(api|admin|account|auth|forgot-password|reset-password|unsubscribe|newsletter\/confirm|healthz|preview)(\/|$|\?|\.data)|^\/(assets|uploads|images)\//;

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
  const changes = createChangeLog();

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
    changes.add(change);
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
    const started = changes.now();
    const declared = new Set<string>();
    c.set("pageTags", declared);
    c.set("pageAddress", key);
    await next();
    const res = c.res;
    if (!keepable(res)) return null;
    const rendered = Buffer.from(await res.arrayBuffer());
    const nonce = c.get("secureHeadersNonce");
    const html = nonce && res.headers.get("content-type")?.startsWith("text/html");
    const shared = html ? sharePage(rendered.toString("utf8"), nonce) : null;
    if (html && !shared) {
      answer(c, new Response(rendered, res));
      return null;
    }
    const body = shared ? Buffer.from(shared.html) : rendered;
    const policy = shared
      ? sharedPagePolicy(secure, shared.scriptHashes, c.get("frameSources"))
      : // Feeds, data and text run no script: their policy allows none, and holds no nonce to share.
        sharedPagePolicy(secure, []);
    const entry: Entry = {
      key,
      headers: sharedHeaders(res.headers, body, policy),
      bodies: { identity: body },
      reads: 0,
      tags: pageTags(key.replace(/\?.*/, ""), declared),
      bytes: body.length,
      expires: Date.now() + ttlMs,
      rendered: Date.now(),
    };
    bodies.inherit(entry, entries.peek(key));
    // A render that a like overtook is still newer than the copy it replaces: kept, as stale.
    const changed = changes.changedSince(started, entry.tags);
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
