import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { compileTrust, parseTrustProxy, proxyHeaders, resolveEdge, type ProxyVariables } from "./proxy.ts";

const PUBLIC = "https://news.example.org";
const trustPrivate = compileTrust(parseTrustProxy("true"));
const trustNone = compileTrust(parseTrustProxy("false"));

function edge(
  headers: Record<string, string>,
  { peer = "127.0.0.1", trust = trustPrivate, url = "http://127.0.0.1:3000/forgot-password?x=1" } = {},
) {
  return resolveEdge({ url, headers: new Headers(headers), peer }, trust, PUBLIC);
}

describe("TRUST_PROXY", () => {
  it("reads false, true and lists of addresses, ranges and names; refuses anything else", () => {
    expect(parseTrustProxy("false")).toEqual([]);
    expect(parseTrustProxy("")).toEqual([]);
    expect(parseTrustProxy("true")).toEqual(["loopback", "linklocal", "uniquelocal"]);
    expect(parseTrustProxy(" 10.0.0.1, 192.168.0.0/16 ,loopback,::1")).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "loopback",
      "::1",
    ]);
    expect(() => parseTrustProxy("proxy.example.org")).toThrow(/comma-separated list/);
    expect(() => parseTrustProxy("10.0.0.0/99")).toThrow(/comma-separated list/);
  });

  it("is part of the configuration, defaulting to trusting nobody", () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: "10.1.2.3" }).trustProxy).toEqual(["10.1.2.3"]);
    expect(() => loadConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY/);
  });
});

describe("the client address", () => {
  it("is the nearest hop that is not a trusted proxy, whatever the client wrote further left", () => {
    const forwarded = { "x-forwarded-for": "1.2.3.4, 198.51.100.7, 10.0.0.2" };
    expect(edge(forwarded).clientIp).toBe("198.51.100.7");
    expect(edge({ "x-forwarded-for": "1.2.3.4" }).clientIp).toBe("1.2.3.4");
  });

  it("is the peer itself when the peer is not trusted or trust is off", () => {
    expect(edge({ "x-forwarded-for": "1.2.3.4" }, { peer: "203.0.113.9" }).clientIp).toBe("203.0.113.9");
    expect(edge({ "x-forwarded-for": "1.2.3.4" }, { trust: trustNone }).clientIp).toBe("127.0.0.1");
  });

  it("follows an explicit list of proxies only", () => {
    const trust = compileTrust(parseTrustProxy("203.0.113.10, 10.0.0.0/8"));
    const forwarded = { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.9.9.9" };
    expect(edge(forwarded, { trust, peer: "203.0.113.10" }).clientIp).toBe("198.51.100.7");
    expect(edge(forwarded, { trust, peer: "127.0.0.1" }).clientIp).toBe("127.0.0.1");
  });

  it("accepts IPv4 peers written as IPv6", () => {
    expect(edge({ "x-forwarded-for": "1.2.3.4" }, { peer: "::ffff:127.0.0.1" }).clientIp).toBe("1.2.3.4");
  });
});

describe("the request URL the app sees", () => {
  it("takes protocol and host from a trusted proxy's X-Forwarded-Proto and X-Forwarded-Host", () => {
    expect(edge({ "x-forwarded-proto": "https", "x-forwarded-host": "news.example.org" }).url).toBe(
      "https://news.example.org/forgot-password?x=1",
    );
    expect(edge({ "x-forwarded-proto": "https, http" }).url).toBe(
      "https://127.0.0.1:3000/forgot-password?x=1",
    );
  });

  it("keeps the socket's view when the peer is not trusted", () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    expect(edge(headers, { peer: "203.0.113.9" }).url).toBe("http://127.0.0.1:3000/forgot-password?x=1");
    expect(edge(headers, { trust: trustNone }).url).toBe("http://127.0.0.1:3000/forgot-password?x=1");
  });

  it("keeps a path that looks like a host a path", () => {
    const url = "http://127.0.0.1:3000//attacker.example/x?y=1";
    expect(edge({ "x-forwarded-proto": "https" }, { url }).url).toBe(
      "https://127.0.0.1:3000//attacker.example/x?y=1",
    );
    expect(new URL(edge({ origin: PUBLIC }, { url }).url).host).toBe("news.example.org");
  });

  it("ignores forwarded values that are not a protocol or a host", () => {
    const headers = { "x-forwarded-proto": "javascript", "x-forwarded-host": "a.example/path@b" };
    expect(edge(headers).url).toBe("http://127.0.0.1:3000/forgot-password?x=1");
  });

  it("is addressed to PUBLIC_URL when the browser's Origin names it and the proxy rewrote Host", () => {
    const headers = { "x-forwarded-proto": "https", origin: PUBLIC };
    expect(edge(headers).url).toBe("https://news.example.org/forgot-password?x=1");
    expect(edge({ "x-forwarded-proto": "https", origin: "https://elsewhere.example" }).url).toBe(
      "https://127.0.0.1:3000/forgot-password?x=1",
    );
  });
});

describe("the middleware", () => {
  it("hands the handlers after it the browser's URL, its body and the client address", async () => {
    const app = new Hono<{ Variables: ProxyVariables }>();
    app.use(proxyHeaders({ trustProxy: [], publicUrl: PUBLIC }));
    app.post("*", async (c) => c.json({ url: c.req.url, ip: c.get("clientIp"), body: await c.req.text() }));
    const response = await app.request("http://127.0.0.1:3000/newsletter", {
      method: "POST",
      headers: { origin: PUBLIC },
      body: "email=a%40example.org",
    });
    expect(await response.json()).toEqual({
      url: "https://news.example.org/newsletter",
      ip: "unknown",
      body: "email=a%40example.org",
    });
  });
});
