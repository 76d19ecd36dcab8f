import type { MiddlewareHandler } from "hono";
import { IMAGE_MAX_BYTES } from "../../app/lib/constants.ts";
import { plainAnswer, replaceAnswer } from "./answers.ts";
import { routedPath } from "./routed-path.ts";

const KB = 1024;
const MB = 1024 * KB;

type BodyLimit = {
  bytes: number;
  /** The JSON failure that the endpoint's client shows (`{ ok: false, title, error }`); plain text else. */
  tooLarge?: { title: string; error: string };
};

/** Reader forms and JSON: a comment is at most 2000 characters, and URL-encoded non-Latin text costs up to
 * 9 bytes a character (three UTF-8 bytes, each written %XX). Also every endpoint not listed below. */
export const DEFAULT_BODY_LIMIT: BodyLimit = { bytes: 64 * KB };

/** Article and creative content is at most 500,000 characters (app/lib/schemas/article.ts): 4.5 MB
 * URL-encoded at worst, and the other fields are small. */
const CONTENT_FORM: BodyLimit = { bytes: 5 * MB };

/** The largest body each endpoint takes, by path (`/x.data`, React Router's data request, counts as `/x`). */
export const BODY_LIMITS: Record<string, BodyLimit> = {
  "/admin/uploads": {
    bytes: IMAGE_MAX_BYTES + 64 * KB,
    tooLarge: { title: "File too large", error: "Please upload an image smaller than 5MB" },
  },
  "/admin/dashboard/articles/new": CONTENT_FORM,
  "/admin/dashboard/opinion/new": CONTENT_FORM,
  "/admin/dashboard/creative/new": CONTENT_FORM,
  "/admin/dashboard/articles": CONTENT_FORM,
  "/admin/dashboard/creative": CONTENT_FORM,
};

export function bodyLimitFor(pathname: string): BodyLimit {
  return BODY_LIMITS[routedPath(pathname)] ?? DEFAULT_BODY_LIMIT;
}

/** 413, and the connection closed after it: the rest of the body is not read. */
function tooLarge(limit: BodyLimit): Response {
  const headers = { Connection: "close", "Cache-Control": "no-store" };
  if (limit.tooLarge) return Response.json({ ok: false, ...limit.tooLarge }, { status: 413, headers });
  return plainAnswer(413, "This request is too large.", headers);
}

/** The body as a stream that fails once more than `bytes` have come, and says so. */
function capped(body: ReadableStream<Uint8Array>, bytes: number) {
  const reader = body.getReader();
  const state = { exceeded: false };
  let total = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > bytes) {
        state.exceeded = true;
        controller.error(new RangeError("The request body is larger than this endpoint takes."));
        return;
      }
      controller.enqueue(value);
    },
    // Not passed on: cancelling the source would destroy the socket before the 413 is written.
    cancel() {},
  });
  return { stream, state };
}

/**
 * The byte limit of each endpoint (BODY_LIMITS), for every request: a declared Content-Length over it is
 * answered 413 before a byte of the body is read; a chunked body is counted as the app reads it and cut
 * off with 413 as soon as it passes the limit (the app's read fails, and its answer is replaced).
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const limit = bodyLimitFor(new URL(c.req.url).pathname);
  const declared = c.req.header("content-length");
  if (declared !== undefined) {
    // Node's parser holds the body to the declared length: counting it again would change nothing.
    return Number(declared) > limit.bytes ? tooLarge(limit) : next();
  }
  const body = c.req.raw.body;
  if (!body) return next();
  const { stream, state } = capped(body, limit.bytes);
  c.req.raw = new Request(c.req.raw, { body: stream, duplex: "half" } as RequestInit);
  await next();
  if (state.exceeded) replaceAnswer(c, tooLarge(limit));
};
