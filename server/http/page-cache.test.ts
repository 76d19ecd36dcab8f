import { Hono } from "hono";
import type { SecureHeadersVariables } from "hono/secure-headers";
import { beforeEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCache } from "./page-cache.ts";

let renders = 0;
let writes = 0;
let app: Hono;
let cache: PageCache;
beforeEach(() => {
  renders = 0;
  writes = 0;
  app = new Hono();
  cache = createPageCache({ ttlMs: 60_000, onWrite: () => writes++ });
  app.use("*", cache.middleware);
  app.get("/greeting", (c) => c.html(`<p>render ${++renders}</p>`));
  app.get("/with-cookie", (c) => {
    c.header("Set-Cookie", "bt_flash=; Max-Age=0");
    return c.html(`<p>render ${++renders}</p>`);
  });
  app.get("/account", (c) => c.html(`<p>render ${++renders}</p>`));
  app.post("/api/likes", (c) => c.json({ ok: true }));
  app.post("/api/fails", (c) => c.json({ ok: false }, 400));
});

const get = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { cookie } : {} });

describe("page cache", () => {
  it("renders an anonymous page once and serves the copy after that", async () => {
    expect((await get("/greeting")).headers.get("x-cache")).toBe("MISS");
    const second = await get("/greeting");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe("<p>render 1</p>");
  });

  it("keeps query strings apart", async () => {
    await get("/greeting?page=1");
    expect(await (await get("/greeting?page=2")).text()).toBe("<p>render 2</p>");
  });

  it("always renders afresh for a signed-in reader or a pending flash message", async () => {
    await get("/greeting");
    expect(await (await get("/greeting", "bt_session=abc")).text()).toBe("<p>render 2</p>");
    expect(await (await get("/greeting", "theme=x; bt_flash=abc")).text()).toBe("<p>render 3</p>");
  });

  it("never keeps private paths or responses that set cookies", async () => {
    await get("/account");
    expect(await (await get("/account")).text()).toBe("<p>render 2</p>");
    await get("/with-cookie");
    expect(await (await get("/with-cookie")).text()).toBe("<p>render 4</p>");
  });

  it("drops everything after a successful write, but not after a refused one", async () => {
    await get("/greeting");
    await app.request("/api/fails", { method: "POST" });
    expect((await get("/greeting")).headers.get("x-cache")).toBe("HIT");
    expect(writes).toBe(0);
    await app.request("/api/likes", { method: "POST" });
    expect(writes).toBe(1);
    expect(await (await get("/greeting")).text()).toBe("<p>render 2</p>");
  });

  it("gives every reader of a cached page a fresh CSP nonce in place of the one it was rendered with", async () => {
    let counter = 0;
    const withNonces = new Hono<{ Variables: SecureHeadersVariables }>();
    withNonces.use("*", async (c, next) => {
      c.set("secureHeadersNonce", `nonce-${String(++counter).padStart(4, "0")}`);
      await next();
    });
    withNonces.use("*", createPageCache().middleware);
    withNonces.get("/page", (c) =>
      c.html(
        `<script nonce="${c.get("secureHeadersNonce")}">1</script><script nonce="${c.get("secureHeadersNonce")}">2</script>`,
      ),
    );
    expect(await (await withNonces.request("/page")).text()).toContain('nonce="nonce-0001"');
    const hit = await withNonces.request("/page");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(await hit.text()).toBe(
      '<script nonce="nonce-0002">1</script><script nonce="nonce-0002">2</script>',
    );
  });

  it("drops everything when another process says it wrote", async () => {
    await get("/greeting");
    cache.clear();
    expect((await get("/greeting")).headers.get("x-cache")).toBe("MISS");
    expect(writes).toBe(0);
  });
});
