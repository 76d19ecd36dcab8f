import type { ReactNode } from "react";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import {
  collectPage,
  FontPreloads,
  islandBootScript,
  SITE_STYLESHEET,
  withMarkupInHead,
  type HeadOptions,
} from "./lib/page-head.server.tsx";
import { freshStream, readHydrationData, renderAtOnce } from "./lib/render-page.server.ts";
import { PageHtmlContext } from "./components/page-html.tsx";
import { ArchivedContext } from "./islands/lib/archived.ts";
import { isPortalHandle, runsAsApp } from "./lib/portal-handle.ts";
import { isDatabaseUnavailable, unavailableReason } from "../server/db/unavailable.ts";

// React Router's default entry, plus the context that renders page-only markup (components/page-html.tsx)
// and the response's CSP nonce on every inline script (server/http/csp.ts); a page that nothing
// suspends once its hydration data is read is rendered at once (lib/render-page.server.ts).

export const streamTimeout = 5_000;

/** React Router's logging of a loader's or action's error, except that a database outage, which fails
 * every request alike (and is answered 503 at the edge), is one line rather than a stack trace each. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    const { pathname } = new URL(request.url);
    console.error(`${request.method} ${pathname}: the database is unavailable (${unavailableReason(error)})`);
    return;
  }
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(internal ?? error);
};

/** Whether a route of the page says so by its handle. */
function pageHandle({ staticHandlerContext, routeModules }: EntryContext, is: (handle: unknown) => boolean) {
  return staticHandlerContext.matches.some((match) => is(routeModules[match.route.id]?.handle));
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A HEAD request reaches here as the GET it stands for (server/http/app.ts): it is answered with the
  // same status and headers, and its body is dropped on the way out.
  const router = <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />;
  // The reading mode for slow networks draws in the system's fonts: none is preloaded.
  const page = (
    <ArchivedContext value={loadContext.archived}>
      <PageHtmlContext value={loadContext.pageHtml}>
        {loadContext.lightReading ? router : <FontPreloads>{router}</FontPreloads>}
      </PageHtmlContext>
    </ArchivedContext>
  );
  // A public page is HTML with islands (decision 0063): React Router's hydration data is not sent, and
  // the boot script loads the islands. The portal keeps its module preloads (decision 0023).
  const app = pageHandle(routerContext, runsAsApp);
  if (!app) routerContext.serverHandoffStream = undefined;
  const head = {
    dropModulePreloads: !pageHandle(routerContext, isPortalHandle),
    bodyEnd: app || !loadContext.islandBoot ? undefined : islandBootScript(loadContext.islandBoot),
  };
  // The response starts once the whole page is rendered, not at the shell: content streamed in after
  // the shell sits in hidden markup that only a script reveals, and crawlers and readers without
  // JavaScript must get the whole page. With the hydration data read first, a page that nothing else
  // suspends is rendered at once; one that something does, by the streaming renderer, which waits.
  await readHydrationData(routerContext);
  let html = renderAtOnce(page, routerContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (html === null) {
    // Once the streaming renderer has waited for what suspended, the page is rendered at once again:
    // the streaming renderer writes a large finished boundary out of line, in hidden markup that only
    // a script reveals (the breaking-news page, the first time its code loads), and a page in the
    // cache would keep it so for readers without JavaScript.
    freshStream(routerContext);
    const streamed = await renderStreaming(
      page,
      head,
      responseStatusCode,
      responseHeaders,
      loadContext.cspNonce,
    );
    html = renderAtOnce(page, routerContext);
    if (html === null) return streamed;
  }
  const body = withMarkupInHead(Buffer.from(html), SITE_STYLESHEET, head);
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** React Router's default rendering, for a page that suspends beyond its hydration data. */
function renderStreaming(
  page: ReactNode,
  head: HeadOptions,
  responseStatusCode: number,
  responseHeaders: Headers,
  nonce: string,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        shellRendered = true;
        // Clear the timeout to prevent retaining the closure and memory leak
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const { sink, page: collected } = collectPage(SITE_STYLESHEET, head);
        pipe(sink);
        collected.then((html) => {
          responseHeaders.set("Content-Length", String(html.length));
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        }, reject);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Log streaming rendering errors from inside the shell.  Don't log
        // errors encountered during initial shell rendering since they'll
        // reject and get logged in handleDocumentRequest.
        if (shellRendered) {
          console.error(error);
        }
      },
    });
  });
}
