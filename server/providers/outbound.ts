import dns from "node:dns";
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

function readJson(url: URL, lookup: LookupFunction, timeoutMs: number, maxBytes: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "GET",
      headers: { accept: "application/json", "user-agent": "Borderland-newsroom (weather and markets)" },
      lookup,
    });
    let settled = false;
    const settle = (error: unknown, value?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === null) return resolve(value);
      reject(
        error instanceof UpstreamError
          ? error
          : new UpstreamError("network", `${where(url)}: ${(error as Error).message}`),
      );
    };
    const tooLarge = () => new UpstreamError("malformed", `${where(url)} sent more than ${maxBytes} bytes`);
    const timer = setTimeout(() => {
      settle(new UpstreamError("timeout", `${where(url)} did not answer in ${timeoutMs} ms`));
      request.destroy();
    }, timeoutMs);
    request.on("error", settle);
    request.on("response", (response) => {
      response.on("error", settle);
      const status = response.statusCode ?? 0;
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
        chunks.push(chunk);
        if (size > maxBytes) {
          settle(tooLarge());
          response.destroy();
        }
      });
      response.on("end", () => {
        try {
          settle(null, JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch {
          settle(new UpstreamError("malformed", `${where(url)} sent a body that is not JSON`));
        }
      });
    });
    request.end();
  });
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
  const lookup = guardedLookup(policy);
  return {
    async getJson(url) {
      if (!allowedOrigins.has(url.origin) || (url.protocol !== "https:" && url.protocol !== "http:"))
        throw new UpstreamError("refused", `${url.origin} is not a configured provider`);
      const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
      // A literal address is connected to without a lookup: check it here.
      if (isIP(host) && !policy.permits(host))
        throw new UpstreamError("refused", `${url.origin} is an address the site may not call`);
      return readJson(url, lookup, timeoutMs, maxBytes);
    },
  };
}
