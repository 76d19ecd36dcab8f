import { NONCE, type secureHeaders } from "hono/secure-headers";

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]>;

/**
 * The Content-Security-Policy of every response. Scripts run only from our own origin or with this
 * response's nonce (React Router's and React's inline scripts carry it; see app/entry.server.tsx), so
 * markup that slipped into an article could not run script even if the sanitizer missed it. Images
 * may come from elsewhere: editors can link pictures by http(s) address.
 */
export function contentSecurityPolicy(secure: boolean): Policy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:", "http:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The policy of a page many readers share, as a header value (decision 0017): the same as every other
 * page's, with the hashes of its own inline scripts in place of a nonce, since a nonce that a shared
 * cache hands to everyone is no secret. `scriptHashes` are sources such as `'sha256-…'`.
 */
export function sharedPagePolicy(secure: boolean, scriptHashes: readonly string[]): string {
  const policy = { ...contentSecurityPolicy(secure), scriptSrc: ["'self'", ...scriptHashes] };
  return Object.entries(policy)
    .map(([directive, values]) =>
      [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...(values as string[])].join(
        " ",
      ),
    )
    .join("; ");
}
