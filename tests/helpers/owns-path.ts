import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routeConfig from "../../app/routes.ts";
import { ownsPath } from "../../server/http/old-links.ts";
import { createRouteMatcher } from "../../server/http/route-match.ts";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean; module: object };

/** The app's route table (app/routes.ts) as a build lists its routes, under the root. */
function entries(config: RouteConfigEntry[], parentId: string): Entry[] {
  return config.flatMap((route) => {
    const id = route.id ?? route.file.replace(/\.tsx?$/, "");
    return [
      { id, parentId, path: route.path, index: route.index, module: {} },
      ...entries(route.children ?? [], id),
    ];
  });
}

/** The server's route matcher (server/http/route-match.ts) over the app's route table, for tests that
 * run without a build. */
export function testRouteMatcher() {
  const routes = Object.fromEntries(
    [{ id: "root", path: "", module: {} }, ...entries(routeConfig as RouteConfigEntry[], "root")].map((e) => [
      e.id,
      e,
    ]),
  );
  return createRouteMatcher({ routes } as unknown as ServerBuild);
}

/** What the server answers to 'does a route of ours serve this path?' (server/http/old-links.ts). */
export const testOwnsPath = (): ((path: string) => boolean) => ownsPath(testRouteMatcher());
