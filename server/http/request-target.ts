import type { MiddlewareHandler } from "hono";
import { plainAnswer } from "./answers.ts";

function readable(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes("\0");
  } catch {
    return false;
  }
}

/** More segments than any page's address has (the deepest, the portal's, have four). React Router
 * matches every leading part of a page's path against every route to tell the browser which routes
 * it may need next, work that grows with the square of the segments: a 404 for a path of 2,000
 * segments took 0.3 s of CPU here, and one of 8,000 (16 KB, what Node accepts) 5 s, against 8 ms for
 * an ordinary 404. */
export const PATH_SEGMENTS_MAX = 32;

/** Refuses with 400 an address whose path or query is not valid percent-encoded UTF-8 or holds a NUL
 * character: no page can be made of it, and PostgreSQL refuses NUL in text, which would make it a 500. */
export const refuseMalformedTargets: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (!readable(url.pathname) || !readable(url.search.replaceAll("+", " "))) {
    return plainAnswer(400, "This address is not valid.");
  }
  return next();
};

/** The request as the app should render it: a path of more than PATH_SEGMENTS_MAX segments cut to its
 * first PATH_SEGMENTS_MAX. No page is that deep, so the answer is the site's own 404 page either way,
 * at the cost of an ordinary one. */
export function withinDepth(request: Request): Request {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  if (segments.length - 1 <= PATH_SEGMENTS_MAX) return request;
  url.pathname = segments.slice(0, PATH_SEGMENTS_MAX + 1).join("/");
  const { method, headers, body, signal } = request;
  return new Request(url, { method, headers, body, signal, duplex: "half" } as RequestInit);
}
