import type { Matched, RouteMatcher } from "./route-match.ts";

/** What React Router itself reads of a query: the routes a `.data` request asks for, and the index route
 * a data request may name. */
const DATA_PARAMS = ["_routes", "index"];
/** Lazy route discovery's manifest request reads these (and is answered before any route). */
const MANIFEST_PATH = "/__manifest";
const MANIFEST_PARAMS = ["paths", "version"];

/**
 * The address a page is cached under, from a URL: its path and only the query parameters that the routes
 * it reaches declare they read (`export const queryParams` in a route module), in their declared order,
 * with the value the page reads (the first). A link from social media or a newsletter carries tracking
 * parameters (`utm_source`, `fbclid`, `gclid`, `mc_cid`, `ref`...); those and any other parameter no
 * route reads land on the page's one entry, and the page is rendered for that address (server/http/
 * app.ts), so the kept copy is exactly what it shows.
 */
export function createPageKeys(routes: RouteMatcher): (url: URL) => string {
  const read = new WeakMap<Matched, string[]>();
  const paramsOf = (pathname: string): string[] => {
    if (pathname === MANIFEST_PATH) return MANIFEST_PARAMS;
    const matched = routes.match(pathname);
    let names = read.get(matched);
    if (!names) {
      names = [...new Set(matched.all.flatMap((route) => routes.module(route)?.queryParams ?? []))];
      read.set(matched, names);
    }
    return pathname.endsWith(".data") ? [...names, ...DATA_PARAMS] : names;
  };
  return (url) => {
    if (url.search === "") return url.pathname;
    const kept = new URLSearchParams();
    for (const name of paramsOf(url.pathname)) {
      const value = url.searchParams.get(name);
      if (value !== null) kept.append(name, value);
    }
    const query = kept.toString();
    return query === "" ? url.pathname : `${url.pathname}?${query}`;
  };
}

/** Without the routes (a test's app): every query string apart, as given. */
export const literalKeys = (url: URL) => `${url.pathname}${url.search}`;
