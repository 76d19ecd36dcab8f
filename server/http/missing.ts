import type { MiddlewareHandler } from "hono";
import { NotFound } from "../modules/errors.ts";
import { plainAnswer } from "./answers.ts";
import { failureOf } from "./failure.ts";
import type { RouteMatcher } from "./route-match.ts";

/** A feed that is not there: plain text, as any missing file (a feed reader reads the status, a
 * browser shows the words). */
export const missingFeed = () => plainAnswer(404, "No such feed");

/**
 * How each family of addresses that are not pages says that nothing is there: the JSON endpoints in
 * their answer shape, files in plain text (/uploads/ does the same in server/http/uploads.ts). Any
 * other address answers the site's 404 page. Only an address that no route of the family takes (it
 * would reach the site's catch-all page) is answered here; a route's own 404 is its own.
 */
const FAMILIES: { prefix: string; answer: () => Response }[] = [
  {
    prefix: "/api/",
    answer: () => {
      const { status, headers, body } = failureOf(new NotFound("There is no such endpoint."));
      return Response.json(body, { status, headers: { ...headers, "Cache-Control": "no-store" } });
    },
  },
  { prefix: "/assets/", answer: () => plainAnswer(404, "Not found") },
  { prefix: "/feeds/", answer: missingFeed },
];

export function answerMissing(routes: RouteMatcher): MiddlewareHandler {
  return async (c, next) => {
    const family = FAMILIES.find(({ prefix }) => c.req.path.startsWith(prefix));
    if (family && routes.match(c.req.path).leaf?.path === "*") return family.answer();
    return next();
  };
}
