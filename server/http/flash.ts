import { createHmac, timingSafeEqual } from "node:crypto";
import type { Flash } from "../load-context.ts";
import { readCookie, setCookie } from "./cookies.ts";

const LIFETIME_SECONDS = 60;
const MAX_COOKIE_LENGTH = 2048;

function sign(payload: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** A value as a signed cookie carries it: base64url JSON, a dot, its HMAC-SHA256. */
export function signedValue(value: unknown, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The value of a signed cookie (`signedValue`), or null when it is missing, too long or not ours. */
export function readSigned(raw: string | undefined, secret: Buffer): unknown {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null;
  const [payload, signature, extra] = raw.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
  } catch {
    return null;
  }
}

/** The flash message this request carries, if it bears our signature: a toast is the site speaking,
 * and a client (or a page that can set cookies for us) must not be able to put words in its mouth. */
export function readFlash(request: Request, secret: Buffer): Flash | null {
  const value = readSigned(readCookie(request, "bt_flash"), secret) as Flash | null;
  return typeof value?.title === "string" ? value : null;
}

/** The Set-Cookie value carrying `flash` across a redirect, signed with HMAC-SHA256; null clears it. */
export function flashCookie(request: Request, flash: Flash | null, secret: Buffer): string {
  if (!flash) return setCookie(request, "bt_flash", null);
  return setCookie(request, "bt_flash", signedValue(flash, secret), { maxAgeSeconds: LIFETIME_SECONDS });
}

/** The flash of one request: the message it brought, and the cookie its response must set. The message
 * is used up only by a response that shows it: one whose root loader read it, and not a redirect
 * (a 3xx, or the 202 that stands for one in the data requests of client-side navigation), whose page
 * the browser never renders; otherwise it waits for the page the redirect leads to, so a login whose
 * landing page redirects again still greets. A new message replaces it. */
export function flashExchange(request: Request, secret: Buffer, documentRequest: boolean) {
  const incoming = readFlash(request, secret);
  let outgoing: Flash | null = null;
  let read = false;
  return {
    get incoming() {
      read = true;
      return incoming;
    },
    set(flash: Flash) {
      outgoing = flash;
    },
    cookies(response: Response): string[] {
      if (outgoing) return [flashCookie(request, outgoing, secret)];
      if (!incoming || !read) return [];
      const redirected =
        (response.status >= 300 && response.status < 400) || (!documentRequest && response.status === 202);
      return redirected ? [] : [flashCookie(request, null, secret)];
    },
  };
}
