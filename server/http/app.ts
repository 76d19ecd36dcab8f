import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { Services } from "../services.ts";
import { bodyLimits } from "./body-limits.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { csrf } from "./csrf.ts";
import { flashExchange } from "./flash.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { PERMISSIONS_POLICY } from "./permissions-policy.ts";
import { proxyHeaders, type ProxyVariables } from "./proxy.ts";
import { serveUploads } from "./uploads.ts";
import { databaseOutage } from "./outage.ts";
import { refuseMalformedTargets } from "./request-target.ts";
import { createMethodGuard } from "./route-methods.ts";
import { widgetEndpoints } from "./widgets.ts";

export type AppOptions = {
  services: Services;
  build: ServerBuild;
  clientDir: string;
  ping: () => Promise<boolean>;
  /** The cache of anonymous pages; a private one when omitted. */
  pageCache?: PageCache;
};

type Variables = SecureHeadersVariables & ProxyVariables;

/** The one HTTP application: health, static files, then React Router for every page and form. */
export function createApp({
  services,
  build,
  clientDir,
  ping,
  pageCache = createPageCache(),
}: AppOptions): Hono<{ Variables: Variables }> {
  const app = new Hono<{ Variables: Variables }>();
  const root = path.relative(process.cwd(), clientDir) || ".";
  const handle = createRequestHandler(build, "production");
  const secure = services.config.publicUrl.startsWith("https:");

  app.use(compress());
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(secure),
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: secure ? "max-age=15552000; includeSubDomains" : false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );

  // Bad input is refused here, before any route: 400, 403, 413 and 405 (docs/security.md).
  app.use(refuseMalformedTargets);
  app.use(proxyHeaders(services.config));
  app.use(csrf(services.config));
  app.use(bodyLimits, createMethodGuard(build));

  app.get("/healthz", async (c) => {
    const ok = await ping();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: ok ? "ok" : "unavailable", database: ok ? "reachable" : "unreachable" },
      ok ? 200 : 503,
    );
  });

  app.on(["GET", "HEAD"], "/uploads/*", serveUploads(services.storage));

  // Built assets carry a content hash in their names: they never change. Other files may.
  const files = (cacheControl: string) =>
    serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", cacheControl) });
  app.use("/assets/*", files("public, max-age=31536000, immutable"));
  app.use("*", files("public, max-age=3600"));

  app.use("*", databaseOutage(ping));
  app.route("/api", widgetEndpoints(services));
  app.use("*", pageCache.middleware);
  app.all("*", async (c) => {
    const request = c.req.raw;
    const documentRequest = !new URL(c.req.url).pathname.endsWith(".data");
    const flash = flashExchange(request, services.cookieSecret, documentRequest);
    const context: AppLoadContext = {
      services,
      clientIp: c.get("clientIp"),
      get flash() {
        return flash.incoming;
      },
      setFlash: flash.set,
      documentRequest,
      cspNonce: c.get("secureHeadersNonce") ?? "",
      pageHtml: new Map(),
    };
    const response = await handle(request, context);
    const cookies = flash.cookies(response);
    // Pages greet a signed-in reader and show their likes: browsers may keep them but must ask again,
    // and shared caches must not hand one reader's page to another. Routes may say otherwise (feeds).
    const personal = !response.headers.has("Cache-Control");
    if (cookies.length === 0 && !personal) return response;
    const headers = new Headers(response.headers);
    if (personal) headers.set("Cache-Control", "private, no-cache");
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });
  return app;
}
