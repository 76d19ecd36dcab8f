import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { unsubscribe } from "../modules/newsletter/subscriptions.ts";
import { isDomainError } from "../modules/errors.ts";

/**
 * RFC 8058: a mail client's one-click unsubscribe is a POST of `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe link itself. It ends the subscription and is answered in one line, without a page;
 * any other POST (the page's own button) goes on to the page.
 */
export function oneClickUnsubscribe(db: Db): MiddlewareHandler {
  return async (c, next) => {
    if (!(c.req.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) return next();
    // A body cut off at its limit cannot be read: the page's action then answers, and body-limits 413.
    const text = await c.req.raw
      .clone()
      .text()
      .catch(() => "");
    const body = new URLSearchParams(text);
    if (body.get("List-Unsubscribe") !== "One-Click") return next();
    c.header("Cache-Control", "no-store");
    try {
      await unsubscribe(db, c.req.query("token") ?? "");
      return c.text("Unsubscribed.", 200);
    } catch (error) {
      if (isDomainError(error)) return c.text(error.message, error.status as 404);
      throw error;
    }
  };
}
