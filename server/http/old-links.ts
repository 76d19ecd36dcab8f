import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { oldPathKey, redirectFor } from "../modules/moving-in/old-paths.ts";
import type { RouteMatcher } from "./route-match.ts";

/** How long browsers and caches keep an old address's answer: a day, since an editor may unpublish. */
const KEPT = "public, max-age=86400";

/** Whether a request target is the home page asked for a WordPress post or page ('/?p=101'): an old
 * link, which the page cache's copy of the home page must not answer (direct-hits.ts asks too). */
export const asksForOldId = (target: string) => /^\/\?(?:[^#]*&)?(?:p|page_id)=/.test(target);

/**
 * The old site's addresses of imported articles (issue 28, decision 0052) answered with a 301 to the
 * article's address: '/2026/10/14/slug/', '/?p=101', Ghost's '/slug/'. Only a path no route of ours
 * serves (the not-found route's) or the home page asked for a WordPress id costs a look-up, so pages
 * are not slowed; it comes before the page cache, which would answer the home page. While the database
 * is down the look-up finds nothing, and the not-found route answers as it would without it.
 */
export function oldLinks(db: Db, routes: RouteMatcher): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const home = url.pathname === "/";
    if (home ? !asksForOldId(`/${url.search}`) : routes.match(url.pathname).leaf?.path !== "*") return next();
    const key = oldPathKey(url.pathname, url.searchParams);
    // A database that does not answer leaves the request to the routes, which say so (503).
    const target = key ? await redirectFor(db, key).catch(() => null) : null;
    if (!target) return next();
    c.header("Cache-Control", KEPT);
    return c.redirect(target, 301);
  };
}
