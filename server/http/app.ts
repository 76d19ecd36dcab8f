import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { ArchivedCopy } from "#shared/archived-copy.ts";
import type { Services } from "../services.ts";
import { bodyLimits } from "./body-limits.ts";
import { clientGone } from "./client-gone.ts";
import { compression } from "./compression.ts";
import { contentSecurityPolicy, pagePolicy, policyHeader } from "./csp.ts";
import { csrf } from "./csrf.ts";
import { oneClickUnsubscribe } from "./one-click.ts";
import { oldLinks, ownsPath } from "./old-links.ts";
import { createHitCounter } from "../modules/redirects/hits.ts";
import { createRuleSet } from "../modules/redirects/rules.ts";
import { loadRules } from "../modules/redirects/store.ts";
import { dataEtags } from "./data-etags.ts";
import { flashExchange } from "./flash.ts";
import { PAGE_VARY, PRIVATE_PAGE } from "./cache-rules.ts";
import { createPageCache, type PageCache, type PageCacheVariables } from "./page-cache.ts";
import { createPageKeys } from "./page-keys.ts";
import { PERMISSIONS_POLICY } from "./permissions-policy.ts";
import { proxyHeaders, type ProxyVariables } from "./proxy.ts";
import { createSharedValues } from "./shared-values.ts";
import { serveUploads } from "./uploads.ts";
import { createQueue } from "../modules/media/queue.ts";
import { databaseOutage } from "./outage.ts";
import { refuseMalformedTargets, withinDepth } from "./request-target.ts";
import { withRetryAfter } from "./route-headers.ts";
import { createRouteMatcher } from "./route-match.ts";
import { answerMissing } from "./missing.ts";
import { createMethodGuard } from "./route-methods.ts";
import { readIslandBoot } from "./island-boot.ts";
import { readsLight } from "./reading-mode.ts";
import { widgetEndpoints } from "./widgets.ts";
import { SHARED_RESOURCE_PATHS, sharedResource } from "./shared-resources.ts";

export type AppOptions = {
  services: Services;
  build: ServerBuild;
  clientDir: string;
  ping: () => Promise<boolean>;
  /** The cache of anonymous pages, keyed by the build's routes (`createPageKeys`); a private one when
   * omitted. */
  pageCache?: PageCache;
  /** How many pages (GET and HEAD) render at once; the others wait their turn, first come first
   * served. The embedded database answers one query at a time on the rendering thread, so more
   * renders in flight only wait longer (docs/performance.md, 'Memory and the uncached path'). */
  renderLimit?: number;
  /** Renders every page as an archived copy (decision 0080): only the archive's in-process renderer
   * (server/http/archive-renderer.ts) passes it; no request can ask for it. */
  archived?: ArchivedCopy;
};

type Variables = PageCacheVariables & ProxyVariables;

/** The one HTTP application: health, static files, then React Router for every page and form. */
export function createApp({
  services,
  build,
  clientDir,
  ping,
  pageCache,
  renderLimit = 16,
  archived,
}: AppOptions): Hono<{ Variables: Variables }> {
  const app = new Hono<{ Variables: Variables }>();
  const root = path.relative(process.cwd(), clientDir) || ".";
  const handle = createRequestHandler(withRetryAfter(build), "production");
  const secure = services.config.publicUrl.startsWith("https:");
  const routes = createRouteMatcher(build);
  const owns = ownsPath(routes);
  const islandBoot = readIslandBoot(clientDir);
  const pages = pageCache ?? createPageCache({ secure, keys: createPageKeys(routes) });
  const shared = createSharedValues();
  const renders = createQueue(renderLimit);
  pages.listen(shared.apply);

  // First, to see the headers a page from the cache finally leaves with.
  app.use(pages.record);
  app.use(compression);
  app.use(
    secureHeaders({
      contentSecurityPolicy: contentSecurityPolicy(secure),
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: secure ? "max-age=15552000; includeSubDomains" : false,
      permissionsPolicy: PERMISSIONS_POLICY,
      // A page many readers share carries its own policy, with hashes instead of a nonce (decision 0017).
      overwrite: false,
    }),
  );

  // Bad input is refused here, before any route: 400, 403, 413 and 405 (docs/security.md). The body
  // limits come first: a body that an earlier refusal left unread is read to its end before the answer.
  app.use(bodyLimits);
  app.use(refuseMalformedTargets);
  // The load balancer's question, answered before anything that could ask the database more.
  app.get("/healthz", async (c) => {
    const ok = await ping();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: ok ? "ok" : "unavailable", database: ok ? "reachable" : "unreachable" },
      ok ? 200 : 503,
    );
  });
  // An address with a trailing slash, an editor's redirect (decision 0069) and an imported article's or
  // page's old address (decision 0052), before the page cache answers the home page. The redirects are
  // read once, until a change drops them with every shared value (a change of redirects is 'everything').
  const redirects = {
    rules: () => shared.get("redirects", async () => createRuleSet(await loadRules(services.db))),
    hits: createHitCounter(services.db, { stop: services.shutdown }),
  };
  app.use("*", oldLinks(services.db, routes, redirects));
  // A page the cache holds is sent from here, past the checks below that only writes or renders need.
  app.use("*", pages.middleware);
  app.use(proxyHeaders(services.config));
  app.use(csrf(services.config));
  app.use(createMethodGuard(routes));

  for (const path of SHARED_RESOURCE_PATHS) app.use(path, sharedResource);
  app.on(["GET", "HEAD"], "/uploads/*", serveUploads(services.storage));

  // Built assets carry a content hash in their names: they never change. Other files may. The build
  // writes brotli and gzip copies beside them (scripts/precompress-assets.ts), sent as they are.
  const files = (cacheControl: string) =>
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header("Cache-Control", cacheControl),
    });
  app.use("/assets/*", files("public, max-age=31536000, immutable"));
  // Only a path with a file extension may name a file: pages are not looked for on disk.
  const otherFiles = files("public, max-age=3600");
  app.use("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? otherFiles(c, next) : next()));
  app.use("*", databaseOutage(ping));
  app.post("/unsubscribe", oneClickUnsubscribe(services.db));
  app.route("/api", widgetEndpoints(services));
  // A missing built asset, endpoint or feed answers in its own kind, not as the site's 404 page:
  // after the server's own endpoints, which the app's routes do not know.
  app.use("*", answerMissing(routes));
  // Feeds and navigation data answer 304 to a reader who has them already (the page cache for its own).
  app.use("*", dataEtags());
  app.all("*", async (c) => {
    const request = withinDepth(asRendered(c.req.raw, c.get("pageAddress")));
    const documentRequest = !new URL(c.req.url).pathname.endsWith(".data");
    const flash = flashExchange(request, services.cookieSecret, documentRequest);
    let gone: AbortSignal | undefined;
    const context: AppLoadContext = {
      services,
      clientIp: c.get("clientIp"),
      // Only the routes that ask pay for it.
      get clientGone() {
        return (gone ??= clientGone(c));
      },
      get flash() {
        return flash.incoming;
      },
      setFlash: flash.set,
      documentRequest,
      // An archived copy is read with no policy: a nonce would only make each rendering differ.
      cspNonce: archived ? "" : (c.get("secureHeadersNonce") ?? ""),
      islandBoot,
      lightReading: readsLight(c.req.raw),
      pageHtml: new Map(),
      pageTags: c.get("pageTags") ?? new Set(),
      frameSources: new Set(),
      pagesChanged: pages.change,
      ownsPath: owns,
      shared: shared.get,
      archived: archived ?? null,
    };
    // Reads queue for a render slot; writes (uploads, imports) never wait behind them. A reader who
    // left while queued (the signal, read now, says so) is not rendered for.
    const read = request.method === "GET" || request.method === "HEAD";
    const { signal } = request;
    const render = async () =>
      signal.aborted ? new Response(null, { status: 499 }) : handle(request, context);
    const response = await (read ? renders(render) : handle(request, context));
    const cookies = flash.cookies(response);
    // A page with embeds may frame their providers, and no others (decision 0075): its policy says so,
    // here for this response (secureHeaders leaves a policy that is set), in the page cache for a copy.
    if (context.frameSources.size > 0) {
      const frames = [...context.frameSources].sort();
      c.set("frameSources", frames);
      response.headers.set(
        "Content-Security-Policy",
        policyHeader(pagePolicy(secure, context.cspNonce, frames)),
      );
    }
    // Pages greet a signed-in reader and show their likes: browsers may keep them but must ask again,
    // and shared caches must not hand one reader's page to another. Routes may say otherwise (feeds).
    // The page cache makes an anonymous reader's page shareable (server/http/page-cache.ts).
    // Set on the response itself: a copy would turn the page's bytes into a stream to carry them
    // (every response here is made by the app, whose headers may change, unlike those of `fetch`).
    const { headers } = response;
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_PAGE);
    headers.set("Vary", PAGE_VARY);
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return response;
  });
  return app;
}

/**
 * The request React Router handles: a HEAD as the GET it stands for (its answer loses the body on the
 * way out, in Hono), so that it gets GET's status and headers; a page the cache keeps, for its address
 * in the cache (server/http/page-keys.ts), so that the kept copy shows exactly what that address reads.
 */
function asRendered(request: Request, address: string | undefined): Request {
  const url = new URL(request.url);
  // The address keeps the request's path: only its query may differ.
  const search = address === undefined ? url.search : address.slice(url.pathname.length);
  if (request.method !== "HEAD" && search === url.search) return request;
  url.search = search;
  return new Request(url, {
    method: request.method === "HEAD" ? "GET" : request.method,
    headers: request.headers,
    signal: request.signal,
  });
}
