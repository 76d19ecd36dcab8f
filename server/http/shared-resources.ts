import type { MiddlewareHandler } from "hono";

/** Where the files live that other sites show as they are: stored uploads (a story's picture, a
 * podcast's audio, an edition's cover) and the site's own images (the logo). */
export const SHARED_RESOURCE_PATHS = ["/uploads/*", "/images/*"] as const;

/** A newsletter read in webmail, a feed reader and a podcast player on another origin load these files
 * from there; `Cross-Origin-Resource-Policy: same-origin`, which every other answer carries, would block
 * them (decision 0082). Set after the handler, so the security headers leave it as it is. */
export const sharedResource: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
};
