import type { HeadersFunction, ServerBuild } from "react-router";

/** React Router keeps only the cookies of what a page's action or loader answers, unless the route
 * exports `headers`. The answer to a refusal carries Retry-After (server/http/failure.ts), so
 * a route without `headers` of its own gets this one, which keeps it: a 429 from any form then says
 * when to come back, to a page request as to a `.data` request. Everything else is as without it. */
export const keepRetryAfter: HeadersFunction = ({
  parentHeaders,
  actionHeaders,
  loaderHeaders,
  errorHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = [errorHeaders, actionHeaders, loaderHeaders]
    .map((h) => h?.get("Retry-After"))
    .find(Boolean);
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** The build with keepRetryAfter as the `headers` of every route module that has none. */
export function withRetryAfter(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => [
      id,
      route && !route.module.headers
        ? { ...route, module: { ...route.module, headers: keepRetryAfter } }
        : route,
    ]),
  );
  return { ...build, routes };
}
