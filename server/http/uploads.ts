import type { Context } from "hono";
import {
  IMMUTABLE_CACHE as IMMUTABLE,
  isStorageKey,
  parseRange,
  type Storage,
} from "../providers/storage.ts";

/** GET /uploads/<key>: a stored image, video, audio or captions file, whole or (a `Range` header, for
 * players that seek) one range of it, 206. Keys are random and never reused for other bytes, so browsers
 * and caches may keep them for a year without asking again; anything that is not a key is 404. */
export function serveUploads(storage: Storage) {
  return async (c: Context) => {
    const key = c.req.path.slice("/uploads/".length);
    c.header("X-Content-Type-Options", "nosniff");
    if (!isStorageKey(key)) return notFound(c);
    if (c.req.header("if-none-match") === `"${key}"`) {
      c.header("Cache-Control", IMMUTABLE);
      c.header("ETag", `"${key}"`);
      return c.body(null, 304);
    }
    // A range is honoured unless If-Range names other bytes (keys never change theirs, so only ours).
    const ifRange = c.req.header("if-range");
    const wanted = !ifRange || ifRange === `"${key}"` ? parseRange(c.req.header("range")) : null;
    const object = await storage.get(key, wanted ?? undefined);
    if (!object) return notFound(c);
    c.header("Content-Type", object.contentType);
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", `"${key}"`);
    c.header("Content-Disposition", "inline");
    c.header("Accept-Ranges", "bytes");
    if (object.range === "unsatisfiable") {
      await object.body.cancel();
      c.header("Content-Range", `bytes */${object.size}`);
      return c.body(null, 416);
    }
    const status = object.range ? 206 : 200;
    if (object.range) {
      c.header("Content-Range", `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      c.header("Content-Length", String(object.range.end - object.range.start + 1));
    } else c.header("Content-Length", String(object.size));
    if (c.req.method === "HEAD") {
      await object.body.cancel();
      return c.body(null, status);
    }
    return c.body(object.body, status);
  };
}

function notFound(c: Context) {
  c.header("Cache-Control", "no-store");
  return c.text("Not found", 404);
}
