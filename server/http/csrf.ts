import type { MiddlewareHandler } from "hono";

export const CSRF_REFUSAL = "Refused: this request did not come from a page of this site.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request may go on. A browser names the page a request comes from in Origin
 * (every POST, fetch or form) and says how that page relates to us in Sec-Fetch-Site. Refused: an
 * Origin that is not ours, including `null` (a sandboxed frame, a `no-referrer` page, a redirect from
 * elsewhere: nothing vouches for it), and Sec-Fetch-Site `cross-site`, or `same-site` from another
 * origin (a sibling subdomain or another port). Ours: the origin the browser addressed (see
 * server/http/proxy.ts) or PUBLIC_URL's.
 *
 * A request with neither header does not come from a browser old enough to matter or from a page at
 * all: a mail provider's RFC 8058 one-click unsubscribe, curl, a feed reader. It cannot carry a
 * victim's cookies without a browser, and browsers send Origin; it is accepted, and the session
 * cookie's SameSite=Lax stays as the second lock.
 */
export function allowsStateChange(
  request: { method: string; url: string; headers: Headers },
  publicOrigin: string,
): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  const ours = origin !== null && (origin === new URL(request.url).origin || origin === publicOrigin);
  if (origin !== null && !ours) return false;
  if (site === "cross-site") return false;
  if (site === "same-site" && !ours) return false;
  return true;
}

/** One check in front of every route and endpoint, before any of them reads the body. */
export function csrf({ publicUrl }: { publicUrl: string }): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!allowsStateChange(c.req.raw, publicOrigin)) return c.text(CSRF_REFUSAL, 403);
    await next();
  };
}
