import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { collectPage, FontPreloads, SITE_STYLESHEET } from "./lib/page-head.server.tsx";
import { PageHtmlContext } from "./components/page-html.tsx";
import { isPortalHandle } from "./lib/portal-handle.ts";
import { isDatabaseUnavailable, unavailableReason } from "../server/db/unavailable.ts";

// React Router's default entry, plus the context that renders page-only markup (components/page-html.tsx)
// and the response's CSP nonce on every inline script (server/http/csp.ts).

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

/** A page of the editorial portal, as root.tsx tells it. */
function isPortalPage({ staticHandlerContext, routeModules }: EntryContext): boolean {
  return staticHandlerContext.matches.some((match) => isPortalHandle(routeModules[match.route.id]?.handle));
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <PageHtmlContext value={loadContext.pageHtml}>
        <FontPreloads>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
        </FontPreloads>
      </PageHtmlContext>,
      {
        nonce: loadContext.cspNonce,
        // The response starts once the whole page is rendered, not at the shell: content streamed in
        // after the shell sits in hidden markup that only a script reveals, and crawlers and readers
        // without JavaScript must get the whole page.
        onAllReady() {
          shellRendered = true;
          // Clear the timeout to prevent retaining the closure and memory leak
          clearTimeout(timeoutId);
          timeoutId = undefined;
          const { sink, page } = collectPage(SITE_STYLESHEET, {
            dropModulePreloads: !isPortalPage(routerContext),
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(sink);
          page.then(
            (html) => resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode })),
            reject,
          );
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
      },
    );
  });
}
