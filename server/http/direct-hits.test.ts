import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.ts";
import { sendCachedPage } from "./direct-hits.ts";
import { PRIVATE_PAGE } from "./cache-rules.ts";
import { createPageCache, type PageCache, type PageCacheVariables } from "./page-cache.ts";

const ARTICLE = "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11";

// The app's order (server/http/app.ts): the recorder first, the security headers, then the cache.
let cache: PageCache;
let renders = 0;
let reachedApp = 0;
const app = new Hono<{ Variables: PageCacheVariables }>();
app.use((c, next) => (reachedApp++, cache.record(c, next)));
app.use(secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(false), overwrite: false }));
app.use((c, next) => cache.middleware(c, next));
const page = (c: Context<{ Variables: PageCacheVariables }>) => {
  // As the app does (app.ts): a request the cache leaves alone (a signed-in reader's, a write) has none.
  c.get("pageTags")?.add(`article:${ARTICLE}`);
  c.header("Cache-Control", PRIVATE_PAGE);
  return c.html(`<p>render ${++renders}</p>`);
};
app.get("/article/a", page);
app.get("/rss.xml", (c) => c.body(`<rss>${++renders}</rss>`, 200, { "Content-Type": "application/rss+xml" }));

let server: http.Server;
let port: number;
beforeAll(async () => {
  const toApp = getRequestListener(app.fetch, { overrideGlobalObjects: false });
  server = http.createServer((req, res) => {
    if (!sendCachedPage(cache, req, res)) void toApp(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache = createPageCache({ ttlMs: 60_000, counterRefreshMs: 0 });
  renders = 0;
  reachedApp = 0;
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
/** One request as it goes on the wire (fetch would add and decode encodings itself). */
const send = (
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    // The path as given, not as a URL would normalize it.
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
const withoutPerResponse = ({ date: _date, "x-cache": _state, ...rest }: http.IncomingHttpHeaders) => rest;

describe("a page the cache holds", () => {
  it("is sent without the app once the app has sent it, with the same headers, security headers included", async () => {
    const first = await send("/article/a");
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await send("/article/a");
    expect(reachedApp).toBe(1);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.toString()).toBe("<p>render 1</p>");
    expect(withoutPerResponse(second.headers)).toEqual(withoutPerResponse(first.headers));
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["content-security-policy"]).not.toContain("nonce");
  });

  it("in the encoding the reader accepts, and without a body for HEAD", async () => {
    await send("/article/a");
    const br = await send("/article/a", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe("<p>render 1</p>");
    const head = await send("/article/a", { method: "HEAD" });
    expect(head.headers["content-length"]).toBe(String("<p>render 1</p>".length));
    expect(head.body.length).toBe(0);
    expect(reachedApp).toBe(1);
  });

  it("gives feeds a policy that allows no script and carries no nonce", async () => {
    const first = await send("/rss.xml");
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(withoutPerResponse((await send("/rss.xml")).headers)).toEqual(withoutPerResponse(first.headers));
    expect(reachedApp).toBe(1);
  });

  it("answers a condition naming its ETag 304 without the app, with the headers the app's 304 has", async () => {
    const first = await send("/article/a");
    // The app's own 304: a signed-in reader's request is not the cache's, so ask the cache's middleware.
    const fromApp = await app.request("/article/a", { headers: { "if-none-match": first.headers.etag! } });
    expect(fromApp.status).toBe(304);
    const reached = reachedApp;
    const direct = await send("/article/a", {
      headers: { "if-none-match": `"other", ${first.headers.etag}` },
    });
    expect(reachedApp).toBe(reached);
    expect(direct).toMatchObject({ status: 304, body: Buffer.alloc(0) });
    const { connection: _wire, ...sent } = withoutPerResponse(direct.headers);
    expect(sent).toEqual(withoutPerResponse(Object.fromEntries(fromApp.headers)));
    expect(direct.headers["x-cache"]).toBe("HIT");
    // Another ETag: the page itself, still without the app.
    const other = await send("/article/a", { headers: { "if-none-match": '"other"' } });
    expect(other).toMatchObject({ status: 200 });
    expect(other.body.toString()).toBe("<p>render 1</p>");
    expect(reachedApp).toBe(reached);
  });

  it("leaves to the app a signed-in reader, a body, a write and an address the cache keys otherwise", async () => {
    await send("/article/a");
    await send("/article/a", { headers: { cookie: "bt_session=abc" } });
    await send("/article/a", { headers: { "content-type": "text/plain", "content-length": "1" }, body: "x" });
    await send("/article/a", { method: "POST" });
    await send("/article/../article/a");
    expect(reachedApp).toBe(5);
  });

  it("leaves to the app a page whose counters changed, which it renders again", async () => {
    await send("/article/a");
    cache.change({ article: ARTICLE });
    expect((await send("/article/a")).body.toString()).toBe("<p>render 2</p>");
    expect(reachedApp).toBe(2);
    expect((await send("/article/a")).headers["x-cache"]).toBe("HIT");
    expect(reachedApp).toBe(2);
  });
});
