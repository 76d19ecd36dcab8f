import { FILE_TOO_LARGE, IMAGE_TOO_LARGE } from "#shared/texts.ts";
import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { IMAGE_MAX_BYTES, SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";
import { MEDIA_FILE_PART_BYTES } from "#shared/media-files.ts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_LABEL } from "../modules/imports/limits.ts";
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

/** Article and creative content is at most 500,000 characters (shared/schemas/article.ts): 4.5 MB
 * URL-encoded at worst, and the other fields are small. */
const CONTENT_FORM: BodyLimit = { bytes: 5 * MB };

/** The largest body each endpoint takes, by path (`/x.data`, React Router's data request, counts as `/x`). */
export const BODY_LIMITS: Record<string, BodyLimit> = {
  "/admin/uploads": {
    bytes: IMAGE_MAX_BYTES + 64 * KB,
    tooLarge: { title: FILE_TOO_LARGE, error: IMAGE_TOO_LARGE },
  },
  "/admin/imports": {
    bytes: DOCUMENT_MAX_BYTES + 64 * KB,
    tooLarge: {
      title: FILE_TOO_LARGE,
      error: `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`,
    },
  },
  /** One part of an export uploaded in Settings → Import (decision 0070); the file is sent in parts. */
  "/admin/site-imports/part": {
    bytes: SITE_IMPORT_PART_BYTES + 1 * KB,
    tooLarge: { title: FILE_TOO_LARGE, error: "A part of an export is at most 4 MB." },
  },
  /** One part of a video, audio or captions file (issue 41, decision 0073); the file is sent in parts. */
  "/admin/media-files/part": {
    bytes: MEDIA_FILE_PART_BYTES + 1 * KB,
    tooLarge: { title: FILE_TOO_LARGE, error: "A part of a file is at most 4 MB." },
  },
  /** One part of a PDF of Print editions' import (decision 0079); each file is sent in parts. */
  "/admin/print-imports/part": {
    bytes: MEDIA_FILE_PART_BYTES + 1 * KB,
    tooLarge: { title: FILE_TOO_LARGE, error: "A part of a file is at most 4 MB." },
  },
  /** The names and sizes of the files of Print editions' import: at most 200, each name 255 bytes. */
  "/admin/print-imports": { bytes: 128 * KB },
  /** A readership beacon's body is a piece's id (decision 0048). */
  "/api/views": { bytes: 1 * KB },
  "/admin/dashboard/articles/new": CONTENT_FORM,
  "/admin/dashboard/opinion/new": CONTENT_FORM,
  "/admin/dashboard/creative/new": CONTENT_FORM,
  "/admin/dashboard/articles": CONTENT_FORM,
  "/admin/dashboard/creative": CONTENT_FORM,
  /** A redirects CSV is at most 512 kB of text (shared/schemas/redirect.ts), URL-encoded. */
  "/admin/dashboard/redirects": { bytes: 2 * MB },
};

export function bodyLimitFor(pathname: string): BodyLimit {
  return BODY_LIMITS[routedPath(pathname)] ?? DEFAULT_BODY_LIMIT;
}

/** How long a connection refused with 413 stays open after the answer, what still comes discarded. */
const LINGER_MS = 1000;

function tooLarge(limit: BodyLimit): Response {
  const headers = { Connection: "close", "Cache-Control": "no-store" };
  if (limit.tooLarge) return Response.json({ ok: false, ...limit.tooLarge }, { status: 413, headers });
  return plainAnswer(413, "This request is too large.", headers);
}

/** Node closes a `Connection: close` connection as soon as the answer is out; with bytes of the body still
 * unread, the close is a reset, and a client still sending loses the answer. This connection lingers
 * instead: the answer and the end of it are sent, what still comes is read and dropped, and it is closed
 * LINGER_MS later at most. */
function lingerBeforeClosing(c: Context) {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (!socket) return;
  let closing = false;
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    socket.end();
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
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
  /** Reads and drops what comes until the connection closes. */
  const discard = async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The connection closed.
    }
  };
  return { stream, state, drain, discard };
}

function carriesBody(incoming: IncomingMessage): boolean {
  const length = Number(incoming.headers["content-length"] ?? 0);
  return length > 0 || incoming.headers["transfer-encoding"] !== undefined;
}

/** Reads and drops a body the app could not read; true if it passed `bytes` (the rest is then left to
 * the lingering close). Ends when the body does, or when the connection closes. */
function discardIncoming(incoming: IncomingMessage, bytes: number): Promise<boolean> {
  if (incoming.complete) return Promise.resolve(false);
  return new Promise((resolve) => {
    let total = 0;
    const finish = (exceeded: boolean) => {
      incoming.off("data", onData).off("end", onEnd).off("close", onEnd).off("error", onEnd);
      resolve(exceeded);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > bytes) finish(true);
    };
    const onEnd = () => finish(false);
    incoming.on("data", onData).once("end", onEnd).once("close", onEnd).once("error", onEnd);
  });
}

/**
 * The byte limit of each endpoint (BODY_LIMITS), for every request: a declared Content-Length over it is
 * answered 413 before a byte of the body is read; a body is counted as the app reads it and cut off with
 * 413 as soon as it passes the limit (the app's read fails, and its answer is replaced). Either way the
 * connection is then closed, within a second. A body within the limit that the app did not read (a
 * request refused before its form was read) is read to its end before the answer goes, for the same
 * reason: closing a connection with bytes unread resets it, and the client loses the answer.
 */
export const bodyLimits: MiddlewareHandler = async (c, next) => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  // Most requests carry no body: they pass untouched. Reading `c.req.raw.body` makes the Node adapter
  // build a whole fetch Request (undici's, with its abort signal) for a page the cache then serves: with
  // this check first, that halved the cached pages served a second and grew V8's heap by 180 MB in 10 s.
  if (incoming && !carriesBody(incoming)) return next();
  const limit = bodyLimitFor(new URL(c.req.url).pathname);
  const declared = c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit.bytes) {
    lingerBeforeClosing(c);
    return tooLarge(limit);
  }
  const body = c.req.raw.body;
  if (!body && incoming) {
    // A GET or HEAD with a body: the app never sees it (a fetch Request cannot carry one), so it is read
    // and dropped here before the answer goes, like any body the app left unread.
    await next();
    if (await discardIncoming(incoming, limit.bytes)) {
      lingerBeforeClosing(c);
      replaceAnswer(c, tooLarge(limit));
    }
    return;
  }
  if (!body) return next();
  const counted = capped(body, limit.bytes);
  c.req.raw = new Request(c.req.raw, { body: counted.stream, duplex: "half" } as RequestInit);
  await next();
  await counted.drain();
  if (counted.state.exceeded) {
    void counted.discard();
    lingerBeforeClosing(c);
    replaceAnswer(c, tooLarge(limit));
  }
};
