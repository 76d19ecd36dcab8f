import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { routedPath } from "./routed-path.ts";

type Entry = NonNullable<ServerBuild["routes"][string]>;
type Route = RouteObject & { id: string };
/** A route module as the build holds it, with what the edge reads of it. */
export type RouteModule = Entry["module"] & { queryParams?: readonly string[] };

/** What a path reaches: the deepest route, the deepest with a path of its own, and every one matched. */
export type Matched = { leaf?: Route; byPath?: Route; all: Route[] };

function tree(entries: Entry[], parentId?: string): Route[] {
  return entries
    .filter((entry) => entry.parentId === parentId)
    .map(
      ({ id, path, index, caseSensitive }) =>
        ({ id, path, index, caseSensitive, children: index ? undefined : tree(entries, id) }) as Route,
    );
}

/**
 * The routes a URL's path reaches, chosen as React Router chooses them, known from the build's route
 * modules (so a new route is covered the day it is added). matchRoutes ranks every route again at each
 * call (about a millisecond): recent short paths are remembered.
 */
export function createRouteMatcher(build: ServerBuild) {
  const entries = Object.values(build.routes).filter((entry): entry is Entry => entry !== undefined);
  const modules = new Map(entries.map((entry) => [entry.id, entry.module as RouteModule]));
  const routes = tree(entries);
  const seen = new Map<string, Matched>();
  const match = (pathname: string): Matched => {
    const path = routedPath(pathname);
    let found = seen.get(path);
    if (!found) {
      const all = (matchRoutes(routes, path) ?? []).map((m) => m.route);
      found = { leaf: all.at(-1), byPath: all.filter((route, i) => i === 0 || route.path).at(-1), all };
      if (seen.size >= 1000) seen.delete(seen.keys().next().value!);
      if (path.length <= 256) seen.set(path, found);
    }
    return found;
  };
  return { match, module: (route: Route | undefined) => modules.get(route?.id ?? "") };
}

export type RouteMatcher = ReturnType<typeof createRouteMatcher>;
