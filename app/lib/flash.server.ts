import { redirect, redirectDocument, type AppLoadContext } from "react-router";
import type { Flash } from "../../server/load-context.ts";
import { isAppPath } from "./portal-handle.ts";

/** A redirect to a page of the site. The React app runs only on its own pages (decision 0063): a public
 * page is loaded as a document, HTML with its islands, not rendered within the app that asked. */
export function redirectToPage(to: string, init?: ResponseInit): Response {
  return isAppPath(to) ? redirect(to, init) : redirectDocument(to, init);
}

/** A redirect that carries a flash toast. The header makes React Router reload the root loader (which
 * reads the flash) on the page the redirect leads to, also during client-side navigation, where it
 * would otherwise keep the root's data and the toast would wait for a later page. */
export function redirectWithFlash(
  context: AppLoadContext,
  to: string,
  flash: Flash,
  headers: Record<string, string> = {},
): Response {
  context.setFlash(flash);
  return redirectToPage(to, { headers: { ...headers, "X-Remix-Revalidate": "yes" } });
}
