/** The site's own cookies: the session, the one-time flash message, the reader's reading mode, and the
 * school's sign-in on its way (its state) and its offer to link an account (decision 0066). */
export type SiteCookie =
  | "bt_session"
  | "bt_flash"
  | "bt_reading"
  | "bt_school_state"
  | "bt_school_link"
  | "bt_school_outcome"
  /** A reader's browser in readers' polls (decision 0077): a random token, set by their first vote. */
  | "bt_poll";

/** True when the browser reached us over https, directly or through a trusted proxy (the request's URL
 * is the browser's view of it: server/http/proxy.ts). */
export function isHttps(request: Request): boolean {
  return request.url.startsWith("https:");
}

/**
 * A cookie's name for this request. Over https it carries the `__Host-` prefix: browsers accept such a
 * cookie only with Secure, Path=/ and no Domain, from a secure page of this very host, so neither a
 * plain-http page on the way nor a sibling subdomain can plant or overwrite a session. Over plain http
 * (a development machine) the prefix would be refused, so the bare name is used.
 */
export function cookieName(request: Request, cookie: SiteCookie): string {
  return isHttps(request) ? `__Host-${cookie}` : cookie;
}

/** The value of one of our cookies in this request, under the name this request's scheme gives it. */
export function readCookie(request: Request, cookie: SiteCookie): string | undefined {
  const name = cookieName(request, cookie);
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** A Set-Cookie value for one of our cookies: HttpOnly, SameSite=Lax, Path=/, and over https Secure
 * with the `__Host-` name. `value: null` deletes it; without a lifetime it lasts the browser session. */
export function setCookie(
  request: Request,
  cookie: SiteCookie,
  value: string | null,
  lifetime?: { maxAgeSeconds: number } | { expires: Date },
): string {
  const expiry =
    value === null
      ? "; Max-Age=0"
      : !lifetime
        ? ""
        : "expires" in lifetime
          ? `; Expires=${lifetime.expires.toUTCString()}`
          : `; Max-Age=${lifetime.maxAgeSeconds}`;
  const secure = isHttps(request) ? "; Secure" : "";
  return `${cookieName(request, cookie)}=${value ?? ""}; Path=/${expiry}; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie value that gives this request's browser the session (names and attributes: above). */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  return setCookie(request, "bt_session", token, { expires: expiresAt });
}

export function clearSessionCookie(request: Request): string {
  return setCookie(request, "bt_session", null);
}

export function sessionTokenFrom(request: Request): string | undefined {
  return readCookie(request, "bt_session");
}
