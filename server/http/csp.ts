import { randomFillSync } from "node:crypto";
import type { Context } from "hono";
import type { secureHeaders } from "hono/secure-headers";

type Policy = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"]>;

const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let taken = pool.length;

/**
 * This response's nonce, as hono's `NONCE` makes it (16 random bytes in base64, kept in the context as
 * `secureHeadersNonce`), but from a pool that one call to the CSPRNG refills every 256 nonces, as Node's
 * `randomUUID` caches its randomness: one call per response took a tenth of the server's time on
 * cached pages. Each pooled byte serves one nonce only.
 */
export function nonceSource(c: Context): string {
  let nonce: string | undefined = c.get("secureHeadersNonce");
  if (!nonce) {
    if (taken === pool.length) {
      randomFillSync(pool);
      taken = 0;
    }
    nonce = pool.toString("base64", taken, taken + NONCE_BYTES);
    taken += NONCE_BYTES;
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}

/**
 * The Content-Security-Policy of every response. Scripts run only from our own origin or with this
 * response's nonce (React Router's and React's inline scripts carry it; see app/entry.server.tsx), so
 * markup that slipped into an article could not run script even if the sanitizer missed it. Images
 * may come from elsewhere: editors can link pictures by http(s) address.
 */
export function contentSecurityPolicy(secure: boolean, frameSources: readonly string[] = []): Policy {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonceSource],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "https:", "http:"],
    // Video and audio (issue 41): from /uploads/ or the uploads' bucket (S3_PUBLIC_URL).
    mediaSrc: ["'self'", "https:", "http:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // A page with embeds frames their providers' origins, once a reader clicks (decision 0075); any
    // other page frames nothing but itself (default-src).
    ...(frameSources.length > 0 ? { frameSrc: ["'self'", ...frameSources] } : {}),
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The policy of a page many readers share, as a header value (decision 0017): the same as every other
 * page's, with the hashes of its own inline scripts in place of a nonce, since a nonce that a shared
 * cache hands to everyone is no secret. `scriptHashes` are sources such as `'sha256-…'`.
 */
export function sharedPagePolicy(
  secure: boolean,
  scriptHashes: readonly string[],
  frameSources: readonly string[] = [],
): string {
  return policyHeader({
    ...contentSecurityPolicy(secure, frameSources),
    scriptSrc: ["'self'", ...scriptHashes],
  });
}

/** The policy of one response whose page frames embeds' providers (decision 0075), with its nonce. */
export function pagePolicy(secure: boolean, nonce: string, frameSources: readonly string[]): Policy {
  return { ...contentSecurityPolicy(secure, frameSources), scriptSrc: ["'self'", `'nonce-${nonce}'`] };
}

/** A policy as a header's value. */
export function policyHeader(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, values]) =>
      [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...(values as string[])].join(
        " ",
      ),
    )
    .join("; ");
}
