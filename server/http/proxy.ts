import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import proxyaddr from "proxy-addr";

/** What the middleware below tells the handlers after it. */
export type ProxyVariables = { clientIp: string };

export type Trust = (address: string, hop: number) => boolean;

/** `TRUST_PROXY=true`: the hops a reverse proxy on this machine or this private network comes from. */
const PRIVATE_HOPS = ["loopback", "linklocal", "uniquelocal"];

/** TRUST_PROXY as a list for proxy-addr: `false` (none), `true` (private hops) or a comma-separated
 * list of addresses, CIDR ranges and proxy-addr's names. Throws with a readable message otherwise. */
export function parseTrustProxy(value: string): string[] {
  const setting = value.trim().toLowerCase();
  if (["", "false", "0", "no"].includes(setting)) return [];
  if (["true", "1", "yes"].includes(setting)) return [...PRIVATE_HOPS];
  const list = setting
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch {
    throw new Error(
      "must be true, false, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal and uniquelocal",
    );
  }
  return list;
}

export function compileTrust(list: string[]): Trust {
  return proxyaddr.compile(list);
}

/** The first of a comma-separated header's values, as the proxy nearest the client wrote it. */
function firstValue(headers: Headers, name: string): string | undefined {
  return headers.get(name)?.split(",")[0]?.trim() || undefined;
}

/** A host (and port) as a Host header carries it, or undefined when it is anything else. */
function validHost(value: string | undefined): string | undefined {
  if (!value || value.length > 255) return undefined;
  const parsed = URL.parse(`http://${value}/`);
  return parsed &&
    parsed.pathname === "/" &&
    !parsed.username &&
    !parsed.password &&
    !parsed.search &&
    !parsed.hash
    ? parsed.host
    : undefined;
}

export type Edge = {
  /** The address the browser used: what React Router, the page cache, CSRF and cookies see. */
  url: string;
  /** The nearest address that is not a trusted proxy (proxy-addr's rule). */
  clientIp: string;
};

/**
 * The request as the browser made it. Protocol (X-Forwarded-Proto) and host (X-Forwarded-Host) count
 * only when the peer itself is a trusted proxy; the client address is the nearest hop in
 * X-Forwarded-For that is not trusted, since everything left of it the client may have written.
 * A proxy that rewrites Host and sends no X-Forwarded-Host leaves the site's public host unknown; the
 * browser's Origin then names PUBLIC_URL's origin, and the request is addressed to it, so that React
 * Router's own origin check agrees with ours (server/http/csrf.ts accepts PUBLIC_URL's origin).
 */
export function resolveEdge(
  request: { url: string; headers: Headers; peer: string | undefined },
  trust: Trust,
  publicOrigin: string,
): Edge {
  const { headers, peer } = request;
  const socketUrl = new URL(request.url);
  // proxy-addr reads a Node request; these two fields are all it looks at.
  const hops = {
    socket: { remoteAddress: peer },
    headers: { "x-forwarded-for": headers.get("x-forwarded-for") ?? "" },
  };
  const clientIp = peer ? proxyaddr(hops as unknown as IncomingMessage, trust) : "unknown";
  let origin = socketUrl.origin;
  if (peer && trust(peer, 0)) {
    const proto = firstValue(headers, "x-forwarded-proto")?.toLowerCase();
    const host = validHost(firstValue(headers, "x-forwarded-host")) ?? socketUrl.host;
    const scheme = proto === "http" || proto === "https" ? `${proto}:` : socketUrl.protocol;
    origin = new URL(`${scheme}//${host}`).origin;
  }
  if (headers.get("origin") === publicOrigin) origin = publicOrigin;
  if (origin === socketUrl.origin) return { url: request.url, clientIp };
  // Joined as text: a path such as `//elsewhere.example/` must stay a path, not become a host.
  return { url: `${origin}${socketUrl.pathname}${socketUrl.search}`, clientIp };
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function withUrl(request: Request, url: string): Request {
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Puts the browser's view of the request in place of the socket's, and the client address in
 * `clientIp`, for every handler after it. */
export function proxyHeaders({
  trustProxy,
  publicUrl,
}: {
  trustProxy: string[];
  publicUrl: string;
}): MiddlewareHandler<{ Variables: ProxyVariables }> {
  const trust = compileTrust(trustProxy);
  const publicOrigin = new URL(publicUrl).origin;
  let warned = false;
  return async (c, next) => {
    const peer = peerAddress(c);
    const edge = resolveEdge({ url: c.req.url, headers: c.req.raw.headers, peer }, trust, publicOrigin);
    // Once: the mistake that makes a site behind an https proxy lose its sessions is easy to miss.
    if (!warned && peer && !trust(peer, 0) && c.req.header("x-forwarded-proto")) {
      warned = true;
      console.warn(
        `Ignoring X-Forwarded-* headers from ${peer}, which TRUST_PROXY does not list. If a reverse proxy runs there, add it (docs/operations.md).`,
      );
    }
    c.set("clientIp", edge.clientIp);
    if (edge.url !== c.req.url) c.req.raw = withUrl(c.req.raw, edge.url);
    await next();
  };
}
