import type { Matched, RouteMatcher } from "./route-match.ts";

/** What React Router itself reads of a query: the routes a `.data` request asks for, and the index route
 * a data request may name. */
const DATA_PARAMS = ["_routes", "index"];
/** Lazy route discovery's manifest request reads these (and is answered before any route). */
const MANIFEST_PATH = "/__manifest";
const MANIFEST_PARAMS = ["paths", "version"];

/** How pages are addressed in the cache: from a URL, and from a request target as it came (a path and
 * query), or null when the target is not one to read without the URL parser. */
export type PageKeys = { ofUrl(url: URL): string; ofTarget(target: string): string | null };

/** A path the URL parser leaves as it is: plain segments, none of them `.` or `..`. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*\/?$/;
/** A query parameter's name or value that decoding and encoding again leave as it is. */
const PLAIN_PART = /^[A-Za-z0-9_.*-]*$/;

/**
 * The address a page is cached under: its path and only the query parameters that the routes it reaches
 * declare they read (`export const queryParams` in a route module), in their declared order, with the
 * value the page reads (the first). A link from social media or a newsletter carries tracking
 * parameters (`utm_source`, `fbclid`, `gclid`, `mc_cid`, `ref`...); those and any other parameter no
 * route reads land on the page's one entry, and the page is rendered for that address (server/http/
 * app.ts), so the kept copy is exactly what it shows.
 */
export function createPageKeys(routes: RouteMatcher): PageKeys {
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

  const ofUrl = (url: URL) => {
    if (url.search === "") return url.pathname;
    const kept = new URLSearchParams();
    for (const name of paramsOf(url.pathname)) {
      const value = url.searchParams.get(name);
      if (value !== null) kept.append(name, value);
    }
    const query = kept.toString();
    return query === "" ? url.pathname : `${url.pathname}?${query}`;
  };

  /** The same address read straight from the target, without a URL, when its parts are plain (a link's
   * tracking parameters and a search's words usually are); otherwise through the URL parser. */
  const ofTarget = (target: string): string | null => {
    const mark = target.indexOf("?");
    const path = mark === -1 ? target : target.slice(0, mark);
    if (!PLAIN_PATH.test(path) || target.includes("#")) {
      const url = URL.parse(`http://page${target}`);
      return url?.pathname === path ? ofUrl(url) : null;
    }
    if (mark === -1) return path;
    const names = paramsOf(path);
    const found = new Map<string, string>();
    for (const part of target.slice(mark + 1).split("&")) {
      if (part === "") continue;
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      const value = equals === -1 ? "" : part.slice(equals + 1);
      if (!PLAIN_PART.test(name) || (names.includes(name) && !PLAIN_PART.test(value)))
        return ofUrl(new URL(`http://page${target}`));
      if (names.includes(name) && !found.has(name)) found.set(name, value);
    }
    const query = names
      .filter((name) => found.has(name))
      .map((name) => `${name}=${found.get(name)}`)
      .join("&");
    return query === "" ? path : `${path}?${query}`;
  };

  return { ofUrl, ofTarget };
}

/** Without the routes (a test's app): every query string apart, as given. */
export const literalKeys: PageKeys = {
  ofUrl: (url) => `${url.pathname}${url.search}`,
  ofTarget: (target) => {
    const mark = target.indexOf("?");
    if (mark === -1) return target;
    const url = URL.parse(`http://page${target}`);
    return url?.pathname === target.slice(0, mark) ? `${url.pathname}${url.search}` : null;
  },
};
