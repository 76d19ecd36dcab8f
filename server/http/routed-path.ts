/** The path React Router routes a URL by: `/about.data` carries `/about`'s data and `/_root.data` the
 * home page's (single fetch); a trailing slash is dropped. Mirrors react-router's getNormalizedPath. */
export function routedPath(pathname: string): string {
  let path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (path !== "/" && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}
