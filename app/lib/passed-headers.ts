import type { HeadersFunction } from "react-router";

/** A route's `headers` that sends what its loader says of robots and caching (a takedown's or a preview's
 * X-Robots-Tag, a preview's Cache-Control) and keeps a refusal's Retry-After, as routes without
 * `headers` do (server/http/route-headers.ts). */
export const passedHeaders: HeadersFunction = ({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}) => {
  const headers = new Headers(parentHeaders);
  for (const name of ["X-Robots-Tag", "Cache-Control", "Retry-After"]) {
    const value = [errorHeaders, actionHeaders, loaderHeaders].map((h) => h?.get(name)).find(Boolean);
    if (value) headers.set(name, value);
  }
  return headers;
};

/** The X-Robots-Tag of a page kept out of search engines (a takedown, decision 0038), beside its robots
 * meta tag. */
export const NOINDEX_HEADERS = { "X-Robots-Tag": "noindex" };
