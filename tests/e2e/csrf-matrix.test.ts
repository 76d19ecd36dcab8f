import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { createApp } from "../../server/http/app.ts";
import { CSRF_REFUSAL } from "../../server/http/csrf.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

type Target = { method: string; path: string };

const STATE_CHANGING = ["POST", "PUT", "PATCH", "DELETE"];

/** A URL path for a route pattern: parameters and splats filled with a harmless value. */
const concrete = (pattern: string) =>
  pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") || segment === "*" ? "x" : segment.replace(/\?$/, "")))
    .join("/");

/** Every route of the built app that has an action, at its page address and, for routes with a page,
 * at the `.data` address that client-side forms post to. Read from the build the server runs, so a
 * route added to app/routes.ts is in this list the next time it is built. */
function reactRouterTargets(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, own].filter(Boolean).join("/");
  };
  return Object.values(build.routes)
    .filter((route) => route?.module.action)
    .flatMap((route) => {
      const at = `/${concrete(fullPath(route!.id))}`;
      if (!route!.module.default) return [at];
      return [at, at === "/" ? "/_root.data" : `${at}.data`];
    });
}

/** Endpoints the Hono app answers itself (uploads and the like), outside React Router. */
function honoTargets(app: ReturnType<typeof createApp>): Target[] {
  return app.routes
    .filter(
      (route) =>
        STATE_CHANGING.includes(route.method) || (route.method === "ALL" && !route.path.includes("*")),
    )
    .map((route) => ({ method: route.method === "ALL" ? "POST" : route.method, path: concrete(route.path) }));
}

let server: RunningServer;
let targets: Target[];

beforeAll(async () => {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const database = await openPglite();
  try {
    const { context } = testLoadContext(database.db);
    const app = createApp({
      services: context.services,
      build,
      clientDir: "build/client",
      ping: async () => true,
    });
    targets = [
      ...reactRouterTargets(build).flatMap((at) => STATE_CHANGING.map((method) => ({ method, path: at }))),
      ...honoTargets(app),
    ];
  } finally {
    await database.close();
  }
  server = await startServer({ SEED_DEMO: "false" });
});
afterAll(async () => {
  await server?.stop();
});

function send(target: Target, headers: Record<string, string>) {
  return fetch(`${server.url}${target.path}`, {
    method: target.method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "",
    redirect: "manual",
  });
}

const refusedByCsrf = async (response: Response) =>
  response.status === 403 && (await response.text()) === CSRF_REFUSAL;

describe("CSRF: every state-changing route and endpoint", () => {
  it("finds the routes from the build, the reader's and the portal's among them", () => {
    const paths = new Set(targets.map((t) => t.path));
    for (const known of [
      "/api/auth",
      "/api/comments",
      "/api/likes",
      // A readers' poll's vote (decision 0077), with or without the island's script.
      "/polls/x/vote",
      "/newsletter",
      "/account",
      "/admin",
      "/admin.data",
      // An admin's downloads (issue 28): a POST, since each is audit-logged.
      "/admin/export",
      "/admin/dashboard/settings",
    ])
      expect(paths).toContain(known);
  });

  const refused: [string, Record<string, string>][] = [
    ["a foreign Origin", { Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" }],
    ["a null Origin", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["another port of the same host", { Origin: "http://127.0.0.1:1", "Sec-Fetch-Site": "same-site" }],
  ];
  for (const [name, headers] of refused) {
    it(`refuses ${name} with 403`, async () => {
      const unprotected: string[] = [];
      for (const target of targets)
        if (!(await refusedByCsrf(await send(target, headers))))
          unprotected.push(`${target.method} ${target.path}`);
      expect(unprotected).toEqual([]);
    });
  }

  it("lets the same origin through, and a client that is no browser (no Origin, no Sec-Fetch-Site)", async () => {
    const refusedWrongly: string[] = [];
    for (const target of targets) {
      const asSent: Record<string, string>[] = [{ Origin: server.url, "Sec-Fetch-Site": "same-origin" }, {}];
      for (const headers of asSent) {
        const response = await send(target, headers);
        // React Router's own origin check answers a plain "Bad Request": it must agree with ours.
        const body = await response.text();
        if ((response.status === 403 && body === CSRF_REFUSAL) || body === "Bad Request")
          refusedWrongly.push(`${target.method} ${target.path} ${JSON.stringify(headers)}`);
      }
    }
    expect(refusedWrongly).toEqual([]);
  });
});
