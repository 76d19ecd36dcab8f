import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono, type Context } from "hono";
import { etag } from "hono/etag";
import { beforeEach, describe, expect, it } from "vitest";
import { PRIVATE_PAGE, SHARED_PAGE } from "./cache-rules.ts";
import { createPageCache, type PageCache, type PageCacheVariables } from "./page-cache.ts";
import type { PageChange } from "./page-changes.ts";

const ARTICLE = "0b7c1f0e-8f1e-4b43-9d55-0e6f4c7a9a11";
const OTHER = "5d3f2c1b-0a9e-4e7d-8c6b-5a4f3e2d1c0b";

let renders = 0;
let changes: PageChange[] = [];
let app: Hono<{ Variables: PageCacheVariables }>;
let cache: PageCache;
let release: () => void = () => {};
beforeEach(() => {
  renders = 0;
  changes = [];
  app = new Hono<{ Variables: PageCacheVariables }>();
  cache = createPageCache({ ttlMs: 60_000, counterRefreshMs: 0, onChange: (change) => changes.push(change) });
  app.use("*", etag({ weak: true }));
  app.use("*", cache.middleware);
  const page = (c: Context) => {
    c.header("Cache-Control", PRIVATE_PAGE);
    return c.html(`<p>render ${++renders}</p>`);
  };
  app.get("/greeting", page);
  app.get("/about", page);
  app.get("/article/a", (c) => {
    c.get("pageTags").add(`article:${ARTICLE}`);
    return page(c);
  });
  app.get("/article/b", (c) => {
    c.get("pageTags").add(`article:${OTHER}`);
    return page(c);
  });
  app.get("/slow", async (c) => {
    await new Promise<void>((resolve) => (release = resolve));
    return page(c);
  });
  app.get("/article/slow", async (c) => {
    c.get("pageTags").add(`article:${ARTICLE}`);
    await new Promise<void>((resolve) => (release = resolve));
    return page(c);
  });
  app.get("/big", (c) => c.html(`<p>${++renders}${"x".repeat(200_000)}</p>`));
  app.get("/with-cookie", (c) => {
    c.header("Set-Cookie", "bt_flash=; Max-Age=0");
    return page(c);
  });
  app.get("/account", page);
  app.get("/preview/:token", page);
  app.get("/no-store", (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.html(`<p>render ${++renders}</p>`);
  });
  app.notFound((c) => c.html(`<p>not found ${++renders}</p>`, 404));
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const text = async (path: string, headers?: Record<string, string>) => (await get(path, headers)).text();

describe("page cache", () => {
  it("renders an anonymous page once and serves the copy after that, shareable", async () => {
    expect((await get("/greeting")).headers.get("x-cache")).toBe("MISS");
    const second = await get("/greeting");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("cache-control")).toBe(SHARED_PAGE);
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding, Save-Data");
    expect(await second.text()).toBe("<p>render 1</p>");
  });

  it("keeps the light page (Save-Data, or the reader's choice) beside the full one, and a change drops both", async () => {
    expect(await text("/article/a")).toBe("<p>render 1</p>");
    expect(await text("/article/a", { "Save-Data": "on" })).toBe("<p>render 2</p>");
    expect(await text("/article/a", { Cookie: "bt_reading=light" })).toBe("<p>render 2</p>");
    expect(await text("/article/a", { "Save-Data": "off" })).toBe("<p>render 1</p>");
    cache.change({ article: ARTICLE });
    expect(await text("/article/a", { "Save-Data": "on" })).toBe("<p>render 3</p>");
  });

  it("keeps query strings apart", async () => {
    await get("/greeting?page=1");
    expect(await text("/greeting?page=2")).toBe("<p>render 2</p>");
  });

  it("never keeps an answer other than a 200: a 404 for a random path renders every time", async () => {
    expect(await text("/no/such/page")).toBe("<p>not found 1</p>");
    const again = await get("/no/such/page");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(await again.text()).toBe("<p>not found 2</p>");
    expect(cache.size().entries).toBe(0);
  });

  it("always renders afresh for a signed-in reader or a pending flash message, and keeps it private", async () => {
    await get("/greeting");
    const signedIn = await get("/greeting", { cookie: "bt_session=abc" });
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_PAGE);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(await signedIn.text()).toBe("<p>render 2</p>");
    expect(await text("/greeting", { cookie: "theme=x; bt_flash=abc" })).toBe("<p>render 3</p>");
  });

  it("never keeps private paths or responses that set cookies", async () => {
    await get("/account");
    expect(await text("/account")).toBe("<p>render 2</p>");
    await get("/with-cookie");
    expect(await text("/with-cookie")).toBe("<p>render 4</p>");
  });

  it("never keeps a preview link's page, nor any page that says no-store", async () => {
    await get("/preview/abc");
    const again = await get("/preview/abc");
    expect([again.headers.get("x-cache"), await again.text()]).toEqual([null, "<p>render 2</p>"]);
    await get("/no-store");
    const fresh = await get("/no-store");
    expect([fresh.headers.get("cache-control"), await fresh.text()]).toEqual([
      "private, no-store",
      "<p>render 4</p>",
    ]);
    expect(cache.size().entries).toBe(0);
  });

  it("renders once for readers who all ask for the same page at the same moment", async () => {
    const answers = Array.from({ length: 5 }, () => get("/slow"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const bodies = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(bodies).toEqual(Array(5).fill("<p>render 1</p>"));
    expect(renders).toBe(1);
  });

  it("sends brotli, gzip or plain bytes as the reader accepts, with one ETag, and 304 when it matches", async () => {
    await get("/greeting");
    const br = await get("/greeting", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe("<p>render 1</p>");
    const gz = await get("/greeting", { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("<p>render 1</p>");
    const plain = await get("/greeting", { "accept-encoding": "br;q=0, identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const tag = br.headers.get("etag")!;
    expect(tag).toMatch(/^W\/"/);
    expect(gz.headers.get("etag")).toBe(tag);
    const notModified = await get("/greeting", { "if-none-match": tag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("cache-control")).toBe(SHARED_PAGE);
    expect(await notModified.text()).toBe("");
  });

  it("drops only the pages a change touches", async () => {
    for (const path of ["/greeting", "/about", "/article/a", "/article/b"]) await get(path);
    const state = async () =>
      Promise.all(
        ["/greeting", "/about", "/article/a", "/article/b"].map(async (path) =>
          (await get(path)).headers.get("x-cache")!,
        ),
      );
    cache.change({ article: ARTICLE });
    expect(changes).toEqual([{ article: ARTICLE }]);
    expect(await state()).toEqual(["HIT", "HIT", "MISS", "HIT"]);
    cache.apply("content");
    expect(await state()).toEqual(["MISS", "HIT", "MISS", "MISS"]);
    cache.apply("everything");
    expect(await state()).toEqual(["MISS", "MISS", "MISS", "MISS"]);
    expect(changes).toHaveLength(1);
  });

  it("does not keep a page whose render started before a change", async () => {
    const answer = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.apply("content");
    release();
    expect((await answer).headers.get("x-cache")).toBe("MISS");
    expect(cache.size().entries).toBe(0);
  });

  it("keeps a render that only a change elsewhere happened during", async () => {
    const answer = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.apply({ article: OTHER });
    release();
    await answer;
    expect((await get("/slow")).headers.get("x-cache")).toBe("HIT");
  });

  it("after a like, renders afresh for the next reader and gives readers meanwhile the previous copy", async () => {
    const first = get("/article/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await (await first).text()).toBe("<p>render 1</p>");
    cache.change({ article: ARTICLE });
    const next = get("/article/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const meanwhile = await get("/article/slow");
    expect(meanwhile.headers.get("x-cache")).toBe("STALE");
    expect(await meanwhile.text()).toBe("<p>render 1</p>");
    release();
    const fresh = await next;
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(await fresh.text()).toBe("<p>render 2</p>");
    expect(await text("/article/slow")).toBe("<p>render 2</p>");
  });

  it("keeps a render that a like overtook, as a stale copy to be refreshed", async () => {
    const first = get("/article/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.apply({ article: ARTICLE });
    release();
    expect(await (await first).text()).toBe("<p>render 1</p>");
    const next = get("/article/slow");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const meanwhile = await get("/article/slow");
    expect(meanwhile.headers.get("x-cache")).toBe("STALE");
    expect(await meanwhile.text()).toBe("<p>render 1</p>");
    release();
    expect(await (await next).text()).toBe("<p>render 2</p>");
  });
});
