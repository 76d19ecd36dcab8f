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
 * character: no page can be made of it, and PostgreSQL refuses NUL in text, which would make it a 500.
 * Answers 404 at once, without rendering, a path of more than PATH_SEGMENTS_MAX segments. */
export const refuseMalformedTargets: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (!readable(url.pathname) || !readable(url.search.replaceAll("+", " "))) {
    return plainAnswer(400, "This address is not valid.");
  }
  if (url.pathname.split("/").length - 1 > PATH_SEGMENTS_MAX) {
    return plainAnswer(404, "There is no page at this address.");
  }
  return next();
};
