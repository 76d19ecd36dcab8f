import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Services } from "../services.ts";

export type AppOptions = {
  services: Services;
  build: ServerBuild;
  clientDir: string;
  ping: () => Promise<boolean>;
};

/** The one HTTP application: health, static files, then React Router for every page and form. */
export function createApp({ services, build, clientDir, ping }: AppOptions): Hono {
  const app = new Hono();
  const root = path.relative(process.cwd(), clientDir) || ".";
  const handle = createRequestHandler(build, "production");

  app.use(
    secureHeaders({
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  app.get("/healthz", async (c) => {
    const ok = await ping();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: ok ? "ok" : "unavailable", database: ok ? "reachable" : "unreachable" },
      ok ? 200 : 503,
    );
  });

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  app.all("*", (c) => handle(c.req.raw, { services }));
  return app;
}
