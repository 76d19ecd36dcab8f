/** Whether a route's `handle` says `{ portal: true }`: a page of the editorial portal, which draws its
 * own frame (root.tsx) and keeps its module preloads (entry.server.tsx, decision 0023). */
export function isPortalHandle(handle: unknown): boolean {
  return (handle as { portal?: boolean } | undefined)?.portal === true;
}

/** Whether a route's `handle` makes its page the React app (decision 0063): the portal's pages, and
 * those whose forms are the page itself (`{ app: true }`: the reader's account, signing in, resetting a
 * password, a mail's link, a preview). Every other page is HTML with islands. */
export function runsAsApp(handle: unknown): boolean {
  return isPortalHandle(handle) || (handle as { app?: boolean } | undefined)?.app === true;
}
