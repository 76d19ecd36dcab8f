import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPageCache, type PageCache, type PageCacheVariables } from "./page-cache.ts";

// The page cache's bounds, each case on a cache and a site of its own: how often a page whose counters
// change renders, how long a copy lives, how much the cache holds, and nonces kept out of shared copies.
// What a cache keeps and drops is page-cache.test.ts's.

const ARTICLE = "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11";

let renders = 0;
let app: Hono<{ Variables: PageCacheVariables }>;
let cache: PageCache;
let release: () => void = () => {};
beforeEach(() => {
  renders = 0;
});

const get = (path: string) => app.request(path);
const text = async (path: string) => (await get(path)).text();

describe("page cache bounds", () => {
  it("renders a page whose counters keep changing at most once per counterRefreshMs", async () => {
    cache = createPageCache({ counterRefreshMs: 60_000 });
    app = new Hono<{ Variables: PageCacheVariables }>();
    app.use("*", cache.middleware);
    app.get("/article/a", (c) => {
      c.get("pageTags").add(`article:${ARTICLE}`);
      return c.html(`<p>render ${++renders}</p>`);
    });
    await get("/article/a");
    for (let like = 0; like < 3; like++) {
      cache.apply({ article: ARTICLE });
      const answer = await get("/article/a");
      expect(answer.headers.get("x-cache")).toBe("STALE");
      expect(await answer.text()).toBe("<p>render 1</p>");
    }
    cache.apply("content");
    expect(await text("/article/a")).toBe("<p>render 2</p>");
  });

  it("past its TTL, renders afresh for the next reader, the others meanwhile getting the old copy, for one TTL more at most", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      cache = createPageCache({ ttlMs: 1000 });
      app = new Hono<{ Variables: PageCacheVariables }>();
      app.use("*", cache.middleware);
      app.get("/article/slow", async (c) => {
        await new Promise<void>((resolve) => (release = resolve));
        return c.html(`<p>render ${++renders}</p>`);
      });
      // A request whose render has begun (and waits for release()).
      const rendered = async () => {
        const answer = get("/article/slow");
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { answer };
      };
      const first = await rendered();
      release();
      await first.answer;
      vi.setSystemTime(Date.now() + 1500);
      const { answer: next } = await rendered();
      const meanwhile = await get("/article/slow");
      expect(meanwhile.headers.get("x-cache")).toBe("STALE");
      expect(await meanwhile.text()).toBe("<p>render 1</p>");
      release();
      expect(await (await next).text()).toBe("<p>render 2</p>");
      expect((await get("/article/slow")).headers.get("x-cache")).toBe("HIT");

      vi.setSystemTime(Date.now() + 2000);
      const { answer: late } = await rendered();
      const waiting = get("/article/slow");
      release();
      expect(await (await late).text()).toBe("<p>render 3</p>");
      expect(await (await waiting).text()).toBe("<p>render 3</p>");
    } finally {
      vi.useRealTimers();
    }
  });

  it("holds at most maxBytes, dropping the least recently used first", async () => {
    cache = createPageCache({ maxBytes: 1_000_000 });
    app = new Hono<{ Variables: PageCacheVariables }>();
    app.use("*", cache.middleware);
    app.get("/big/:n", (c) => c.html(`<p>${c.req.param("n")}${"x".repeat(200_000)}</p>`));
    for (let n = 0; n < 10; n++) await get(`/big/${n}`);
    expect(cache.size().bytes).toBeLessThanOrEqual(1_000_000);
    expect((await get("/big/9")).headers.get("x-cache")).toBe("HIT");
    expect((await get("/big/0")).headers.get("x-cache")).toBe("MISS");
  });

  it("shares a page without its nonce: inline scripts that carried it are allowed by hash instead", async () => {
    let counter = 0;
    const withNonces = new Hono<{ Variables: SecureHeadersVariables }>();
    withNonces.use("*", async (c, next) => {
      c.set("secureHeadersNonce", `nonce-${String(++counter).padStart(4, "0")}`);
      await next();
    });
    withNonces.use("*", createPageCache().middleware);
    withNonces.get("/page", (c) => {
      const nonce = c.get("secureHeadersNonce");
      return c.html(
        `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">1</script><div><script>injected()</script></div>`,
      );
    });
    const first = await withNonces.request("/page");
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self' 'sha256-a4ayc/80/OGda4BO/1o/V0etpOqiLx1JwB5S3beHW0s='");
    expect(policy).not.toMatch(/nonce|unsafe-inline'[^;]*script/);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    const html = await first.text();
    expect(html).toBe(
      '<link rel="modulepreload" href="/a.js"/><script>1</script><div><script>injected()</script></div>',
    );
    const hit = await withNonces.request("/page");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-security-policy")).toBe(policy);
    expect(await hit.text()).toBe(html);
  });
});
