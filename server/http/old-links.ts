import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { oldPathKey, redirectFor } from "../modules/moving-in/old-paths.ts";
import type { HitCounter } from "../modules/redirects/hits.ts";
import { normalPath, targetOf, type RuleSet } from "../modules/redirects/rules.ts";
import type { RouteMatcher } from "./route-match.ts";

/** How long browsers and caches keep an old address's answer: a day, since an editor may unpublish. */
const KEPT = "public, max-age=86400";
/** An editor's redirect (decision 0069): a 301 for five minutes, since an editor may remove it; a 302
 * is asked again each time. */
const RULE_KEPT = { 301: "public, max-age=300", 302: "no-store" } as Record<number, string>;

/** Addresses the server answers before the app's routes (its endpoints, files and uploads). */
const SERVER_OWN = /^\/(?:api|assets|uploads|feeds)(?:\/|$)|^\/healthz$/;

/** Whether a route of ours serves a path (a piece, a category, a page, a fixed route, the server's own
 * endpoints): such an address never reaches a redirect, and no redirect may be made from it. */
export const ownsPath =
  (routes: RouteMatcher) =>
  (path: string): boolean =>
    SERVER_OWN.test(path) || routes.match(path).leaf?.path !== "*";

/** Whether a request target is the home page asked for a WordPress post or page ('/?p=101'): an old
 * link, which the page cache's copy of the home page must not answer (direct-hits.ts asks too). */
export const asksForOldId = (target: string) => /^\/\?(?:[^#]*&)?(?:p|page_id)=/.test(target);

/** The editors' redirects, read once per process until a change drops them (the shared values), and
 * their hits. */
export type Redirects = { rules: () => Promise<RuleSet>; hits: HitCounter };

/** Where an old address recorded by an import leads now. Only a path no route of ours serves (the
 * not-found route's) or the home page asked for a WordPress id is looked up, so pages are not slowed; its
 * hit is counted as a redirect's is. A database that does not answer leaves the request to the routes,
 * which say so (503). */
async function recorded(db: Db, url: URL, missing: boolean, hits: HitCounter): Promise<string | null> {
  if (url.pathname === "/" ? !asksForOldId(`/${url.search}`) : !missing) return null;
  const key = oldPathKey(url.pathname, url.searchParams);
  const target = key ? await redirectFor(db, key).catch(() => null) : null;
  if (key && target) hits.hitOld(key);
  return target;
}

/**
 * Addresses answered with a redirect before the page cache (which would answer the home page) and before
 * the not-found page:
 * - an address of ours with a trailing slash ('/about/', '/politics/'): a 301 to the address without it;
 * - an editor's redirect (Settings → Redirects, decision 0069), for an address no route serves, with
 *   its hit counted;
 * - the old site's addresses of imported articles and pages (issue 28, decision 0052): a 301 to the
 *   article's address ('/2026/10/14/slug/', '/?p=101', Ghost's '/slug/') or our page's ('/?page_id=7'),
 *   with its hit counted. An editor's redirect from the same address comes first.
 * While the database is down nothing is found, and the not-found route answers as it would without it.
 */
export function oldLinks(db: Db, routes: RouteMatcher, redirects: Redirects): MiddlewareHandler {
  const owns = ownsPath(routes);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const path = normalPath(url.pathname);
    if (path !== url.pathname && owns(path)) {
      c.header("Cache-Control", KEPT);
      return c.redirect(`${path}${url.search}`, 301);
    }
    const missing = url.pathname !== "/" && !owns(path);
    const rule = missing ? (await redirects.rules().catch(() => null))?.match(path) : undefined;
    if (rule) {
      redirects.hits.hit(rule.id);
      c.header("Cache-Control", RULE_KEPT[rule.status] ?? "no-store");
      return c.redirect(targetOf(rule, path, url.search), rule.status === 302 ? 302 : 301);
    }
    const target = await recorded(db, url, missing, redirects.hits);
    if (!target) return next();
    c.header("Cache-Control", KEPT);
    return c.redirect(target, 301);
  };
}
