import { setCookie } from "./cookies.ts";

/**
 * The reading mode for slow networks (issue 39): the smallest width of every picture, no widgets, the
 * system's fonts. A browser asks for it with `Save-Data: on` (a phone's data saver), or the reader
 * chooses it on the site (the footer's switch), which keeps the choice in the `bt_reading` cookie for a
 * year. It is not personal: the page cache keeps the light page beside the full one (`lightKey`), and
 * shared caches tell the two apart by `Vary: Save-Data, Cookie` (cache-rules.ts).
 */
const LIGHT_COOKIE = /(?:^|;)\s*(?:__Host-)?bt_reading=light(?:;|\s|$)/;

/** Whether a request asks for the light page, by its `Save-Data` and `Cookie` headers. */
export function asksForLight(
  saveData: string | null | undefined,
  cookie: string | null | undefined,
): boolean {
  return (
    saveData?.trim().toLowerCase() === "on" ||
    (cookie !== undefined && cookie !== null && LIGHT_COOKIE.test(cookie))
  );
}

/** The same, of a request. */
export function readsLight(request: Request): boolean {
  return asksForLight(request.headers.get("save-data"), request.headers.get("cookie"));
}

/** Where the page cache keeps the light page of the page it keeps under `key` (a path and query): a
 * query parameter that no route reads, so that the page's path, and so its tags, are the same. */
export function lightKey(key: string): string {
  return `${key}${key.includes("?") ? "&" : "?"}~light`;
}

/** The Set-Cookie value that keeps a reader's choice: light, or back to the full page. */
export function readingCookie(request: Request, light: boolean): string {
  return setCookie(request, "bt_reading", light ? "light" : null, { maxAgeSeconds: 365 * 24 * 3600 });
}
