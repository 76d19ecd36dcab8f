import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";

/** A page's HTML: a path with no file extension, outside the feeds, not a client navigation's data. */
const PAGE_HTML = /^(?!\/feeds\/)(?:.*\/)?[^/.]*$/;

/**
 * An ETag and a 304 for feeds, sitemaps and the data of client-side navigation that the page cache
 * does not keep. A page's HTML gets none here: each one carries its own CSP nonce (decision 0017), so
 * no two are the same bytes and no ETag of one could ever match. Hashing them (a copy of the stream
 * and a SHA-1 of the page) cost an uncached render about 5 % of its time (docs/performance.md). The
 * page cache gives the pages it keeps an ETag of their shared bytes.
 */
export function dataEtags(): MiddlewareHandler {
  const tagged = etag({ weak: true });
  return (c, next) => (PAGE_HTML.test(c.req.path) ? next() : tagged(c, next));
}
