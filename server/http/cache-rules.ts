// What pages say to browsers and shared caches about keeping them, and which requests are a reader's
// own: the rules of decision 0016 that the page cache (page-cache.ts), the app (app.ts) and the hits
// sent before it (direct-hits.ts) share.

/** How a page for a signed-in reader (or one with a message waiting) is sent: browsers may keep it but
 * must ask again, and no shared cache may keep it. Routes that say nothing get this (server/http/app.ts). */
export const PRIVATE_PAGE = "private, no-cache";

/** How a page for anonymous readers is sent (decision 0016): a CDN or proxy may keep it ten seconds and
 * serve it stale for thirty more while it asks again; a browser asks every time (and gets a 304). */
export const SHARED_PAGE = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

/** Pages differ by session and encoding, so shared caches key them by both. */
export const PAGE_VARY = "Cookie, Accept-Encoding, Save-Data";

/** Our cookies under either name: the cache runs before the proxy layer has told http from https. */
const PERSONAL_COOKIE = /(?:^|;)\s*(?:__Host-)?bt_(?:session|flash)=[^;\s]/;

/** Whether the request carries a session or a flash message (under its http or its https name, whatever
 * scheme the request seems to have): its page is this reader's own. */
export function isPersonal(request: Request): boolean {
  return hasPersonalCookie(request.headers.get("cookie") ?? undefined);
}

/** Whether a Cookie header holds a session or a flash message. */
export function hasPersonalCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && PERSONAL_COOKIE.test(cookie);
}

/** What a 304 repeats of the 200 it stands for (RFC 9110 §15.4.5), and its Content-Security-Policy: a
 * browser lays a 304's headers over the copy it keeps, and a shared page's scripts are allowed by the
 * hashes of its own policy (decision 0017), which a fresh nonce policy would replace, blocking them. */
export const NOT_MODIFIED_HEADERS = new Set([
  "cache-control",
  "etag",
  "vary",
  "expires",
  "content-location",
  "content-security-policy",
]);

/** Whether an If-None-Match header names this (weak) ETag. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return (
    ifNoneMatch.trim() === "*" ||
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare)
  );
}
