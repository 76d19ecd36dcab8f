import type { MiddlewareHandler } from "hono";
import { plainAnswer } from "./answers.ts";

function readable(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes("\0");
  } catch {
    return false;
  }
}

/** Refuses with 400 an address whose path or query is not valid percent-encoded UTF-8 or holds a NUL
 * character: no page can be made of it, and PostgreSQL refuses NUL in text, which would make it a 500. */
export const refuseMalformedTargets: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (!readable(url.pathname) || !readable(url.search.replaceAll("+", " "))) {
    return plainAnswer(400, "This address is not valid.");
  }
  return next();
};
