import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../server/db/client.ts";
import { testLoadContext } from "./load-context.ts";
import { settle } from "./route-calls.ts";

/** The portal's route modules called as React Router calls them, for the permission tests. */
export const APP = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../app");

export type PortalRoute = { path: string; file: string };

export type Module = {
  loader?: (args: never) => Promise<unknown>;
  action?: (args: never) => Promise<unknown>;
};

export function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

/** A request's body that is not a form (JSON, a file's bytes: a Blob says its type), with its query. */
export type Sample = { body: Blob; query: string };

/** Calls a route module's loader (GET) or action (POST) at `route.path`, with a session's cookie. */
export const portalCaller =
  (db: () => Db) =>
  (
    module: Module,
    kind: "loader" | "action",
    route: PortalRoute,
    {
      cookie,
      body,
      params = {},
    }: { cookie?: string; body?: FormData | Sample; params?: Record<string, string> },
  ) => {
    const { context } = testLoadContext(db());
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const sample = body instanceof FormData ? { body, query: "" } : body;
    const request = new Request(`http://localhost:3000${route.path}${sample?.query ?? ""}`, {
      method: kind === "action" ? "POST" : "GET",
      headers,
      body: sample?.body,
    });
    return settle(module[kind]!({ request, context, params } as never));
  };
