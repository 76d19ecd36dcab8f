/** Whether a route's `handle` says `{ portal: true }`: a page of the editorial portal, which draws its
 * own frame (root.tsx) and keeps its module preloads (entry.server.tsx, decision 0023). */
export function isPortalHandle(handle: unknown): boolean {
  return (handle as { portal?: boolean } | undefined)?.portal === true;
}
