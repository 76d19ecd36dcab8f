import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { secureHeaders, type SecureHeadersVariables } from "hono/secure-headers";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { Flash } from "../load-context.ts";
import type { Services } from "../services.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { flashCookie, readFlash } from "./flash.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";

export type AppOptions = {
  services: Services;
  build: ServerBuild;
  clientDir: string;
  ping: () => Promise<boolean>;
  /** The cache of anonymous pages; a private one when omitted. */
  pageCache?: PageCache;
};

function clientIp(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** The one HTTP application: health, static files, then React Router for every page and form. */
export function createApp({
  services,
  build,
  clientDir,
  ping,
  pageCache = createPageCache(),
}: AppOptions): Hono<{ Variables: SecureHeadersVariables }> {
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
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
    }),
  );

  // Cookies are SameSite=Lax already; refusing cross-site form posts outright is the second lock.
  app.use("*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const origin = c.req.header("origin");
    if (origin && origin !== "null" && URL.parse(origin)?.host !== new URL(c.req.url).host) {
      return c.text("Cross-site requests are not accepted.", 403);
    }
    return next();
  });

  app.get("/healthz", async (c) => {
    const ok = await ping();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: ok ? "ok" : "unavailable", database: ok ? "reachable" : "unreachable" },
      ok ? 200 : 503,
    );
  });

  // Built assets carry a content hash in their names: they never change. Other files may.
  const files = (cacheControl: string) =>
    serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", cacheControl) });
  app.use("/assets/*", files("public, max-age=31536000, immutable"));
  app.use("*", files("public, max-age=3600"));

  app.use("*", pageCache.middleware);
  app.all("*", async (c) => {
    const incoming = readFlash(c.req.header("cookie"));
    const cookies: string[] = [];
    const documentRequest = !new URL(c.req.url).pathname.endsWith(".data");
    let flashRead = false;
    const context: AppLoadContext = {
      services,
      clientIp: clientIp(c, services.config.trustProxy),
      get flash() {
        flashRead = true;
        return incoming;
      },
      setFlash: (flash: Flash) => cookies.push(flashCookie(flash, secure)),
      documentRequest,
      cspNonce: c.get("secureHeadersNonce") ?? "",
      pageHtml: new Map(),
    };
    const response = await handle(c.req.raw, context);
    // The flash is used up only by a response that shows it: one whose root loader read it, and not a
    // redirect (status 3xx, or 202 for the data requests of client-side navigation), whose loader data
    // the browser never renders. Otherwise it waits for the page the redirect leads to.
    const redirected =
      (response.status >= 300 && response.status < 400) || (!documentRequest && response.status === 202);
    if (incoming && flashRead && !redirected) cookies.unshift(flashCookie(null, secure));
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
