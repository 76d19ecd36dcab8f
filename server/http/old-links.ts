import type { MiddlewareHandler } from "hono";
import { PAGE_SLUGS } from "#shared/static-pages.ts";
import type { Db } from "../db/client.ts";
import { oldPathKey, redirectFor } from "../modules/moving-in/old-paths.ts";
import type { RouteMatcher } from "./route-match.ts";

/** How long browsers and caches keep an old address's answer: a day, since an editor may unpublish. */
const KEPT = "public, max-age=86400";

/** Whether a request target is the home page asked for a WordPress post or page ('/?p=101'): an old
 * link, which the page cache's copy of the home page must not answer (direct-hits.ts asks too). */
export const asksForOldId = (target: string) => /^\/\?(?:[^#]*&)?(?:p|page_id)=/.test(target);

/** Our page's address when the path is it with a trailing slash ('/about/': the old site's address of
 * its page, which our page's route would take for a page named 'about/'), with the query; else null. */
function pageWithSlash(url: URL): string | null {
  const slug = /^\/([a-z-]+)\/$/.exec(url.pathname)?.[1];
  return slug && (PAGE_SLUGS as readonly string[]).includes(slug) ? `/${slug}${url.search}` : null;
}

/** Where an old address recorded by an import leads now. Only a path no route of ours serves (the
 * not-found route's) or the home page asked for a WordPress id is looked up, so pages are not slowed. A
 * database that does not answer leaves the request to the routes, which say so (503). */
async function recorded(db: Db, routes: RouteMatcher, url: URL): Promise<string | null> {
  const home = url.pathname === "/";
  if (home ? !asksForOldId(`/${url.search}`) : routes.match(url.pathname).leaf?.path !== "*") return null;
  const key = oldPathKey(url.pathname, url.searchParams);
  return key ? redirectFor(db, key).catch(() => null) : null;
}

/**
 * The old site's addresses of imported articles and pages (issue 28, decision 0052) answered with a
 * 301: to the article's address ('/2026/10/14/slug/', '/?p=101', Ghost's '/slug/') or to our page's
 * ('/about-us/', '/?page_id=7', and '/about/', which needs no look-up). It comes before the page cache,
 * which would answer the home page. While the database is down the look-up finds nothing, and the
 * not-found route answers as it would without it.
 */
export function oldLinks(db: Db, routes: RouteMatcher): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const target = pageWithSlash(url) ?? (await recorded(db, routes, url));
    if (!target) return next();
    c.header("Cache-Control", KEPT);
    return c.redirect(target, 301);
  };
}
