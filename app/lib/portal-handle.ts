/** Whether a route's `handle` says `{ portal: true }`: a page of the editorial portal, which draws its
 * own frame (root.tsx) and keeps its module preloads (entry.server.tsx, decision 0023). */
export function isPortalHandle(handle: unknown): boolean {
  return (handle as { portal?: boolean } | undefined)?.portal === true;
}

/** The addresses of the pages that run as the React app (`runsAsApp`), by path: the portal and its
 * sign-in, the account, the mails' links, signing in, resetting a password and previews. A test holds
 * this list to the routes' handles (app/lib/portal-handle.test.ts). */
const APP_PATHS =
  /^\/(admin|account|auth\/callback|forgot-password|reset-password|preview|newsletter\/confirm|unsubscribe)(\/|$|\?)/;

/** Whether `to` (a path, with or without its query) is a page of the React app. */
export function isAppPath(to: string): boolean {
  return APP_PATHS.test(to);
}

/** Whether a route's `handle` makes its page the React app (decision 0063): the portal's pages, and
 * those whose forms are the page itself (`{ app: true }`: the reader's account, signing in, resetting a
 * password, a mail's link, a preview). Every other page is HTML with islands. */
export function runsAsApp(handle: unknown): boolean {
  return isPortalHandle(handle) || (handle as { app?: boolean } | undefined)?.app === true;
}
