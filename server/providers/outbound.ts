import dns from "node:dns";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { AddressPolicy } from "./address-policy.ts";

export type UpstreamFailure = "timeout" | "status" | "malformed" | "refused" | "network" | "busy";

/** A provider call that failed; `kind` says how, the message says so for the log (never a secret, never
 * the query, which may hold a reader's coordinates). */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export type Outbound = {
  /** GETs a JSON document; throws UpstreamError for anything but a 2xx answer with a JSON body. */
  getJson(url: URL): Promise<unknown>;
};

export type OutboundOptions = {
  /** The origins (`https://api.open-meteo.com`) calls may go to: those of the configured providers. */
  origins: string[];
  policy: AddressPolicy;
  timeoutMs?: number;
  maxBytes?: number;
};

const where = (url: URL) => `${url.origin}${url.pathname}`;

/** Resolves a host name and connects only to the addresses the policy permits, checked on the very
 * addresses the connection uses, so a name cannot resolve to a public address for a check and to a
 * private one for the connection. */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const permitted = addresses.filter((a) => policy.permits(a.address));
      const first = permitted[0];
      if (!first)
        return callback(
          new UpstreamError("refused", `${hostname} resolves to an address the site may not call`),
          "",
          0,
        );
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, permitted);
      else callback(null, first.address, first.family);
    });
  };
}

/** A 3xx answer with a Location: the caller may follow it (createPageFetch does, checked again). */
class Redirected extends UpstreamError {
  constructor(
    message: string,
    readonly location: URL,
  ) {
    super("status", message);
  }
}

/** An answer larger than the call's limit (its Content-Length, or the bytes as they come). */
export class TooLarge extends UpstreamError {
  constructor(message: string) {
    super("malformed", message);
  }
}

type Read = { lookup: LookupFunction; timeoutMs: number; maxBytes: number; accept: string; agent: string };

/** GETs `url` through `lookup`: the body's bytes of a 2xx answer, within the time and size given; with
 * `into`, written there as they come (the file is the caller's to remove) and an empty Buffer returned. */
function readBody(
  url: URL,
  { lookup, timeoutMs, maxBytes, accept, agent }: Read,
  into?: fs.WriteStream,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method: "GET", headers: { accept, "user-agent": agent }, lookup });
    let settled = false;
    const settle = (error: unknown, value?: Buffer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === null) return resolve(value!);
      into?.destroy();
      reject(
        error instanceof UpstreamError
          ? error
          : new UpstreamError("network", `${where(url)}: ${(error as Error).message}`),
      );
    };
    const tooLarge = () => new TooLarge(`${where(url)} sent more than ${maxBytes} bytes`);
    into?.on("error", (error) => {
      settle(error);
      request.destroy();
    });
    const timer = setTimeout(() => {
      settle(new UpstreamError("timeout", `${where(url)} did not answer in ${timeoutMs} ms`));
      request.destroy();
    }, timeoutMs);
    request.on("error", settle);
    request.on("response", (response) => {
      response.on("error", settle);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        settle(new Redirected(`${where(url)} answered ${status}`, new URL(location, url)));
        response.resume();
        return;
      }
      if (status < 200 || status > 299) {
        settle(new UpstreamError("status", `${where(url)} answered ${status}`));
        response.resume();
        return;
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        settle(tooLarge());
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          settle(tooLarge());
          response.destroy();
          return;
        }
        if (!into) chunks.push(chunk);
        else if (!into.write(chunk)) {
          response.pause();
          into.once("drain", () => response.resume());
        }
      });
      response.on("end", () => {
        if (!into) settle(null, Buffer.concat(chunks));
        else into.end(() => settle(null, Buffer.alloc(0)));
      });
    });
    request.end();
  });
}

async function readJson(url: URL, read: Read): Promise<unknown> {
  const body = await readBody(url, read);
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new UpstreamError("malformed", `${where(url)} sent a body that is not JSON`);
  }
}

/** A call's address checked before any connection: http or https, and a literal address the policy
 * permits (one connected to without a lookup). */
function checkTarget(url: URL, policy: AddressPolicy) {
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new UpstreamError("refused", `${url.protocol} addresses are not called`);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(host) && !policy.permits(host))
    throw new UpstreamError("refused", `${url.origin} is an address the site may not call`);
}

/** Files of another site (an import's images, issue 28): any http(s) origin, never an address the
 * policy forbids, bounded in time and size like every call. */
export function createFileFetch({
  policy,
  timeoutMs = 15_000,
  maxBytes = 25 * 1024 * 1024,
}: Omit<OutboundOptions, "origins">) {
  const read = {
    lookup: guardedLookup(policy),
    timeoutMs,
    maxBytes,
    accept: "image/*",
    agent: "Borderland-newsroom (import)",
  };
  const fetchFile = async (url: URL): Promise<Buffer> => {
    checkTarget(url, policy);
    return readBody(url, read);
  };
  /** A large file (an import's video, issue 41) streamed to `file`, never held whole: its own limit
   * (`maxBytes`, TooLarge as soon as the bytes pass it), more time, and redirects followed, each checked
   * again as the first address. */
  const toFile = async (url: URL, file: string, maxBytes: number): Promise<void> => {
    const big = { ...read, maxBytes, timeoutMs: timeoutMs * 20, accept: "video/*,audio/*;q=0.9,*/*;q=0.5" };
    await following(url, policy, (at) => readBody(at, big, fs.createWriteStream(file, { mode: 0o600 })));
  };
  return Object.assign(fetchFile, { toFile });
}

export type FileFetch = ReturnType<typeof createFileFetch>;

/** `get` of `url`, then of each redirect's Location (at most three), each checked before it is called. */
async function following<T>(url: URL, policy: AddressPolicy, get: (at: URL) => Promise<T>): Promise<T> {
  let at = url;
  for (let hops = 0; ; hops += 1) {
    checkTarget(at, policy);
    try {
      return await get(at);
    } catch (error) {
      if (!(error instanceof Redirected) || hops >= 3) throw error;
      at = error.location;
    }
  }
}

/** Pages and files of any site for an embed's preview (decision 0075): its oEmbed JSON, its Open Graph
 * tags, its thumbnail. Any http(s) origin, never an address the policy forbids (each redirect, at most
 * three, is checked again), bounded in time and size like every call. */
export function createPageFetch({
  policy,
  timeoutMs = 5_000,
  maxBytes = 5 * 1024 * 1024,
}: Omit<OutboundOptions, "origins">) {
  const read = {
    lookup: guardedLookup(policy),
    timeoutMs,
    maxBytes,
    accept: "text/html,application/json;q=0.9,image/*;q=0.8,*/*;q=0.5",
    agent: "Borderland-newsroom (link preview)",
  };
  return (url: URL): Promise<Buffer> => following(url, policy, (at) => readBody(at, read));
}

/** Where a short link leads (decision 0075: `spoti.fi/…` is a Spotify link): one GET, not followed, its
 * redirect's Location, or null for an answer that is no redirect. Never an address the policy forbids,
 * bounded in time and size like every call. */
export function createRedirectLookup({
  policy,
  timeoutMs = 5_000,
  maxBytes = 256 * 1024,
}: Omit<OutboundOptions, "origins">) {
  const read = {
    lookup: guardedLookup(policy),
    timeoutMs,
    maxBytes,
    accept: "text/html;q=0.9,*/*;q=0.5",
    agent: "Borderland-newsroom (link preview)",
  };
  return async (url: URL): Promise<URL | null> => {
    checkTarget(url, policy);
    try {
      await readBody(url, read);
      return null;
    } catch (error) {
      if (error instanceof Redirected) return error.location;
      throw error;
    }
  };
}

/** The one way provider calls leave the server: GET only, to the configured origins only, never to an
 * address the policy forbids, bounded in time and size. */
export function createOutbound({
  origins,
  policy,
  timeoutMs = 4000,
  maxBytes = 512 * 1024,
}: OutboundOptions): Outbound {
  const allowedOrigins = new Set(origins.map((origin) => new URL(origin).origin));
  const read = {
    lookup: guardedLookup(policy),
    timeoutMs,
    maxBytes,
    accept: "application/json",
    agent: "Borderland-newsroom (weather and markets)",
  };
  return {
    async getJson(url) {
      if (!allowedOrigins.has(url.origin) || (url.protocol !== "https:" && url.protocol !== "http:"))
        throw new UpstreamError("refused", `${url.origin} is not a configured provider`);
      checkTarget(url, policy);
      return readJson(url, read);
    },
  };
}
