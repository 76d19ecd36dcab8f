import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { replaceAnswer } from "./answers.ts";
import { chooseEncoding, compressFast } from "./encodings.ts";

/** Bodies smaller than this go as they are: compression would save less than a packet. */
const THRESHOLD_BYTES = 1024;
/** A body of known length up to this is compressed whole, and sent with its length. */
const WHOLE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Compresses what the app answers and the page cache did not already (a signed-in reader's page, a
 * 404, navigation data), for HEAD exactly as for GET: a HEAD request is answered with GET's status and
 * headers, the encoding and length included, and no body (Hono drops it). A body of known length, as
 * every rendered page has (app/entry.server.tsx), is compressed whole at a fast level (brotli or gzip,
 * as the reader takes) and sent with its length; one of unknown length is gzipped as it streams.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const length = res.headers.get("content-length");
  if (
    !res.body ||
    [204, 206, 304].includes(res.status) ||
    res.headers.has("content-encoding") ||
    res.headers.has("transfer-encoding") ||
    (length !== null && Number(length) < THRESHOLD_BYTES) ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("content-type") ?? "") ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")
  )
    return;
  const vary = res.headers.get("vary");
  if (!vary || !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
    res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  if (encoding === "identity") return;
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", encoding);
  // The compressed bytes are another representation of the same content.
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  if (length !== null && Number(length) <= WHOLE_MAX_BYTES) {
    const body = compressFast(Buffer.from(await res.arrayBuffer()), encoding);
    headers.set("Content-Length", String(body.length));
    return replaceAnswer(c, new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers }));
  }
  headers.delete("Content-Length");
  headers.set("Content-Encoding", "gzip");
  const stream = res.body.pipeThrough(new CompressionStream("gzip"));
  replaceAnswer(c, new Response(stream, { status: res.status, headers }));
};
