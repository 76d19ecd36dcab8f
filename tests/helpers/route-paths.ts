import routes from "../../app/routes.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern of app/routes.ts (`/article/:slug`, `/admin/dashboard/settings`, `/*`), so that a
 * test that walks them covers a route the day it is added. */
export function routePatterns(entries: RouteEntry[] = routes as RouteEntry[], parent = ""): string[] {
  const patterns = entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    return [full || "/", ...routePatterns(entry.children ?? [], full)];
  });
  return [...new Set(patterns)];
}
