import type { Context } from "hono";
import { IMMUTABLE_CACHE as IMMUTABLE, isStorageKey, type Storage } from "../providers/storage.ts";

/** GET /uploads/<key>: a stored image. Keys are random and never reused for other bytes, so browsers
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
    const object = await storage.get(key);
    if (!object) return notFound(c);
    c.header("Content-Type", object.contentType);
    c.header("Content-Length", String(object.size));
    c.header("Cache-Control", IMMUTABLE);
    c.header("ETag", `"${key}"`);
    c.header("Content-Disposition", "inline");
    if (c.req.method === "HEAD") {
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  };
}

function notFound(c: Context) {
  c.header("Cache-Control", "no-store");
  return c.text("Not found", 404);
}
