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
  // matchRoutes ranks every route again at each call (about a millisecond): remember recent short paths.
  const seen = new Map<string, { leaf?: Route; byPath?: Route }>();
  const matched = (path: string) => {
    let found = seen.get(path);
    if (!found) {
      const matches = matchRoutes(routes, path) ?? [];
      found = {
        leaf: matches.at(-1)?.route,
        byPath: matches.filter((match, i) => i === 0 || match.route.path).at(-1)?.route,
      };
      if (seen.size >= 1000) seen.delete(seen.keys().next().value!);
      if (path.length <= 256) seen.set(path, found);
    }
    return found;
  };

  const allowedMethods = (url: URL): string[] => {
    const { leaf, byPath } = matched(routedPath(url.pathname));
    const shown = modules.get(leaf?.id ?? "");
    const page = Boolean(shown?.default || shown?.ErrorBoundary);
    let target = shown;
    if (page || url.pathname.endsWith(".data")) {
      const naked = url.searchParams.getAll("index").includes("");
      target = modules.get((leaf?.index && naked ? leaf : byPath)?.id ?? "");
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
