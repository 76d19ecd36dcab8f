import type { MiddlewareHandler } from "hono";
import { replaceAnswer } from "./answers.ts";
import { OUTAGE_PAGE } from "./outage-page.ts";

/** Seconds a client is asked to wait; the app serves again as soon as the database answers. */
export const RETRY_AFTER_SECONDS = 30;
export const OUTAGE_MESSAGE = "The site is briefly unavailable. Please try again in a minute.";

/** A browser loading a page or posting a form without JavaScript, rather than a script or an API client. */
function isNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode ? mode === "navigate" : (request.headers.get("accept")?.includes("text/html") ?? false);
}

/** The answer to a request that failed because the database is down, in the form its client reads. */
function unavailable(request: Request, failed: Response): Response {
  const headers = new Headers({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  if (new URL(request.url).pathname.endsWith(".data")) {
    // React Router's client decodes the body it rendered (an error, or a fetcher's failure): keep it.
    for (const [name, value] of failed.headers) if (!headers.has(name)) headers.set(name, value);
    return new Response(failed.body, { status: 503, headers });
  }
  void failed.body?.cancel().catch(() => {});
  if (failed.headers.get("content-type")?.startsWith("text/html") || isNavigation(request)) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(OUTAGE_PAGE, { status: 503, headers });
  }
  return Response.json({ ok: false, error: OUTAGE_MESSAGE }, { status: 503, headers });
}

/** A database that does not answer within `ms` counts as down. */
function withTimeout(ping: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, ms, false)));
  return Promise.race([ping, late]).finally(() => clearTimeout(timer));
}

/**
 * Turns the app's 5xx answers into 503 with Retry-After (a small page for documents, a short answer for
 * data requests and API clients) while the database does not answer a ping, as /healthz does. The ping
 * runs only after a 5xx; a failed one is remembered for `failureMemoryMs`, so an outage costs one ping a
 * second, and pages are served again at the first request after the database is back.
 */
export function databaseOutage(
  ping: () => Promise<boolean>,
  { failureMemoryMs = 1000, pingTimeoutMs = 2000 } = {},
): MiddlewareHandler {
  let lastFailure = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<boolean> | null = null;
  const reachable = async () => {
    if (Date.now() - lastFailure < failureMemoryMs) return false;
    inFlight ??= withTimeout(ping(), pingTimeoutMs).finally(() => (inFlight = null));
    const ok = await inFlight;
    if (!ok) lastFailure = Date.now();
    return ok;
  };
  return async (c, next) => {
    await next();
    if (c.res.status >= 500 && !(await reachable())) replaceAnswer(c, unavailable(c.req.raw, c.res));
  };
}
