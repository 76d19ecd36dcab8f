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
