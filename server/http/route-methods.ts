import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { plainAnswer } from "./answers.ts";
import { routedPath } from "./routed-path.ts";

type Entry = NonNullable<ServerBuild["routes"][string]>;
type Route = RouteObject & { id: string };

function tree(entries: Entry[], parentId?: string): Route[] {
  return entries
    .filter((entry) => entry.parentId === parentId)
    .map(
      ({ id, path, index, caseSensitive }) =>
        ({ id, path, index, caseSensitive, children: index ? undefined : tree(entries, id) }) as Route,
    );
}

/**
 * Answers OPTIONS, and refuses with 405 and an Allow header any method that the route a URL reaches does
 * not handle, before React Router runs (which would answer 400 or 405 without Allow and log a stack trace
 * for each): GET and HEAD for a page or a loader, POST for an action. The route is chosen as React Router
 * chooses it: a resource route (no component) answers its URL itself; a page's data request (`.data`)
 * and a page's form post go to the deepest route with a path, or to the index route when the URL has
 * `?index`. Known from the build's route modules, so a new route is covered the day it is added.
 */
export function createMethodGuard(build: ServerBuild): MiddlewareHandler {
  const entries = Object.values(build.routes).filter((entry): entry is Entry => entry !== undefined);
  const modules = new Map(entries.map((entry) => [entry.id, entry.module]));
  const routes = tree(entries);

  const allowedMethods = (url: URL): string[] => {
    const matches = matchRoutes(routes, routedPath(url.pathname)) ?? [];
    const leaf = modules.get(matches.at(-1)?.route.id ?? "");
    const page = Boolean(leaf?.default || leaf?.ErrorBoundary);
    let target = leaf;
    if (page || url.pathname.endsWith(".data")) {
      const naked = url.searchParams.getAll("index").includes("");
      const byPath = matches.filter((match, i) => i === 0 || match.route.path).at(-1);
      target = modules.get((matches.at(-1)?.route.index && naked ? matches.at(-1) : byPath)?.route.id ?? "");
    }
    const methods = page || leaf?.loader ? ["GET", "HEAD"] : [];
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
