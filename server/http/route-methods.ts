import type { MiddlewareHandler } from "hono";
import { plainAnswer } from "./answers.ts";
import type { RouteMatcher } from "./route-match.ts";

/**
 * Answers OPTIONS, and refuses with 405 and an Allow header any method that the route a URL reaches does
 * not handle, before React Router runs (which would answer 400 or 405 without Allow and log a stack trace
 * for each): GET and HEAD for a page or a loader, POST for an action. The route is chosen as React Router
 * chooses it: a resource route (no component) answers its URL itself; a page's data request (`.data`)
 * and a page's form post go to the deepest route with a path, or to the index route when the URL has
 * `?index`.
 */
export function createMethodGuard(routes: RouteMatcher): MiddlewareHandler {
  const allowedMethods = (url: URL): string[] => {
    const { leaf, byPath } = routes.match(url.pathname);
    const shown = routes.module(leaf);
    const page = Boolean(shown?.default || shown?.ErrorBoundary);
    let target = shown;
    if (page || url.pathname.endsWith(".data")) {
      const naked = url.searchParams.getAll("index").includes("");
      target = routes.module(leaf?.index && naked ? leaf : byPath);
    }
    const methods = page || shown?.loader ? ["GET", "HEAD"] : [];
    if (target?.action) methods.push("POST");
    return [...methods, "OPTIONS"];
  };
  return async (c, next) => {
    const allowed = allowedMethods(new URL(c.req.url));
    const Allow = allowed.join(", ");
    if (c.req.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow } });
    if (!allowed.includes(c.req.method)) {
      return plainAnswer(405, "This address does not accept this kind of request.", { Allow });
    }
    return next();
  };
}
