import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache, type PageCacheVariables } from "./page-cache.ts";

// The page's address as page-keys.ts makes it for a route that reads `q` only.
const ofUrl = (url: URL) => {
  const q = url.searchParams.get("q");
  return q === null ? url.pathname : `${url.pathname}?${new URLSearchParams({ q })}`;
};
const keys = { ofUrl, ofTarget: (target: string) => ofUrl(new URL(target, "http://page")) };

let renders: string[];
let app: Hono<{ Variables: PageCacheVariables }>;
let cache: PageCache;
beforeEach(() => {
  renders = [];
  cache = createPageCache({ ttlMs: 60_000, keys, maxBytes: 400_000 });
  app = new Hono<{ Variables: PageCacheVariables }>();
  app.use("*", cache.middleware);
  app.get("/politics", (c) => {
    renders.push(c.get("pageAddress") ?? "(none)");
    return c.html(`<p>${c.req.query("q") ?? "all"} ${"politics ".repeat(2_000)}</p>`);
  });
});
const ask = (path: string, method = "GET") =>
  app.request(path, { method, headers: { "accept-encoding": "br" } });

describe("the page cache's addresses", () => {
  it("renders one copy for every URL of an address, tracking parameters and all, for that address", async () => {
    const first = await ask("/politics?q=flood&utm_source=newsletter");
    const answers = [first];
    for (let i = 0; i < 20; i++) answers.push(await ask(`/politics?fbclid=${i}&q=flood&gclid=${i}`));
    expect(renders).toEqual(["/politics?q=flood"]);
    expect(answers.map((a) => a.headers.get("x-cache"))).toEqual(["MISS", ...Array(20).fill("HIT")]);
    expect(cache.size().entries).toBe(1);
  });

  it("answers HEAD on a page it does not hold by rendering it once, with GET's headers and no body", async () => {
    const head = await ask("/politics?q=x", "HEAD");
    const get = await ask("/politics?q=x");
    expect(renders).toHaveLength(1);
    expect([head.status, head.headers.get("x-cache"), get.headers.get("x-cache")]).toEqual([
      200,
      "MISS",
      "HIT",
    ]);
    const same = ["content-type", "content-encoding", "content-length", "etag", "cache-control", "vary"];
    expect(same.map((name) => head.headers.get(name))).toEqual(same.map((name) => get.headers.get(name)));
    expect(head.headers.get("content-type")).toMatch(/^text\/html/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("keeps pages read again while a flood of searches read once goes through", async () => {
    await ask("/politics");
    await ask("/politics");
    for (let i = 0; i < 300; i++) await ask(`/politics?q=${i}`);
    expect((await ask("/politics")).headers.get("x-cache")).toBe("HIT");
    expect(renders.filter((address) => address === "/politics")).toHaveLength(1);
    expect(cache.size().bytes).toBeLessThanOrEqual(400_000);
  });
});
