import { ipBytes, unmapped } from "./ip-address.ts";

/** Networks that are not the public internet: this machine, private and link-local networks (cloud
 * metadata services live at 169.254.169.254), shared, reserved, documentation and multicast ranges.
 * The server never calls a provider there (server/providers/address-policy.ts), and no page of ours
 * sends a reader's browser there (schemas/fields.ts). */
export const PRIVATE_NETWORKS: readonly (readonly [network: string, prefix: number])[] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
];

const NETWORKS = PRIVATE_NETWORKS.map(([network, prefix]) => ({ bytes: ipBytes(network)!, prefix }));

function within(address: number[], network: number[], prefix: number): boolean {
  if (address.length !== network.length) return false;
  return address.every((byte, i) => {
    const bits = Math.min(8, Math.max(0, prefix - i * 8));
    const mask = (0xff << (8 - bits)) & 0xff;
    return (byte & mask) === (network[i]! & mask);
  });
}

/** Names that only mean something on the reader's own machine or network: `localhost` and its
 * subdomains, the reserved `.internal` (metadata.google.internal), `.local` (mDNS) and `.home.arpa`,
 * and any name without a dot, which a resolver completes with the local search domain. */
const LOCAL_NAME = /(^localhost$|\.localhost$|\.internal$|\.local$|\.home\.arpa$|^[^.]*$)/;

/** Whether a URL's host (as the WHATWG URL parser gives it: lower case, IPv4 in dotted decimal
 * whichever form it was written in, IPv6 in brackets) is a private, local or metadata address. */
export function isPrivateHost(hostname: string): boolean {
  const bytes = ipBytes(hostname);
  if (bytes) return NETWORKS.some((n) => within(unmapped(bytes), n.bytes, n.prefix));
  return LOCAL_NAME.test(hostname.toLowerCase().replace(/\.$/, ""));
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** The site's own origins, given once at start-up (its PUBLIC_URL, the uploads' S3_PUBLIC_URL). This
 * module runs in two bundles of the server's one process (the server's own and React Router's build,
 * where the actions validate): the list is the process's, kept under a registered symbol, so that
 * every copy reads the one set at start-up. */
const OWN_ORIGINS = Symbol.for("borderland.ownOrigins");
const ownOrigins: Set<string> = ((globalThis as Record<symbol, Set<string> | undefined>)[OWN_ORIGINS] ??=
  new Set<string>());

/** Says which origins are the site's own: an image there is the publication's, even where the site
 * itself runs on a private network (a newsroom's intranet, a laptop, a test). */
export function trustOwnOrigins(urls: readonly (string | null | undefined)[]): void {
  for (const given of urls) {
    const url = given ? URL.parse(given) : null;
    if (!url || !/^https?:$/.test(url.protocol)) continue;
    ownOrigins.add(url.origin);
    // A site on this machine is reached by any of its loopback names, at its port.
    if (LOOPBACK_NAMES.includes(url.hostname))
      for (const name of LOOPBACK_NAMES)
        ownOrigins.add(new URL(`${url.protocol}//${name}:${url.port}`).origin);
  }
}

/** Whether an origin is the site's own: one given at start-up, or, in the browser, the page's. */
export function isOwnOrigin(origin: string): boolean {
  return ownOrigins.has(origin) || (typeof window !== "undefined" && window.location.origin === origin);
}
