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

/** The body as a stream that fails once more than `bytes` have come, and says so; `drain` reads what
 * the app left unread. */
function capped(body: ReadableStream<Uint8Array>, bytes: number) {
  const reader = body.getReader();
  const state = { exceeded: false, done: false };
  let total = 0;
  const read = async (): Promise<Uint8Array | null> => {
    const { done, value } = await reader.read();
    if (done) {
      state.done = true;
      return null;
    }
    total += value.byteLength;
    if (total > bytes) {
      state.exceeded = true;
      throw new RangeError("The request body is larger than this endpoint takes.");
    }
    return value;
  };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await read();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
    // Not passed on: cancelling the source would destroy the socket before the answer is written.
    cancel() {},
  });
  const drain = async () => {
    try {
      while (!state.done && !state.exceeded) await read();
    } catch {
      // Over the limit (state.exceeded says so), or the client went away.
    }
  };
  return { stream, state, drain };
}

/**
 * The byte limit of each endpoint (BODY_LIMITS), for every request: a declared Content-Length over it is
 * answered 413 before a byte of the body is read; a body is counted as the app reads it and cut off with
 * 413 as soon as it passes the limit (the app's read fails, and its answer is replaced). A body within
 * the limit that the app did not read (a request refused before its form was read) is read to its end
 * before the answer goes: closing a connection with bytes unread resets it, and the client loses the
 * answer.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const limit = bodyLimitFor(new URL(c.req.url).pathname);
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit.bytes) return tooLarge(limit);
  const body = c.req.raw.body;
  if (!body) return next();
  const counted = capped(body, limit.bytes);
  c.req.raw = new Request(c.req.raw, { body: counted.stream, duplex: "half" } as RequestInit);
  await next();
  await counted.drain();
  if (counted.state.exceeded) replaceAnswer(c, tooLarge(limit));
};
