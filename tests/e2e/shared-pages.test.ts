import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { articles } from "../../server/db/schema.ts";
import { SHARED_PAGE } from "../../server/http/cache-rules.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { createAdminAccount, signInAdmin } from "../helpers/admin.ts";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { actor } from "../helpers/factories.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

/** Issue 12, acceptance 3: what a proxy or CDN sees. An anonymous page may be shared (and revalidated
 * with its ETag, in brotli); a signed-in reader's may not; and the policy of a shared page, which has
 * no nonce, still blocks an inline script that slipped into an article (decision 0017). The script is
 * written straight into the database, as if the sanitizer had missed it. */
const ADMIN = {
  username: "shared.editor",
  email: "shared.editor@example.org",
  password: "pass-1234",
  name: "Shared Editor",
};

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let article: string;
let editor: string;

beforeAll(async () => {
  dataDir = newDataDir("borderland-shared-", "migrated");
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const published = await publishForm(database.db, actor("admin"), "article", {
    title: "A page for everyone",
    content: "<p>Body.</p>",
    author: "Test Reporter",
    imageUrl: "/images/default-article.svg",
  });
  await database.db
    .update(articles)
    .set({ content: "<p>Before.</p><script>window.injectedRan = true</script><p>After.</p>" })
    .where(eq(articles.id, published.id));
  await database.close();
  article = `/article/${published.slug}`;
  createAdminAccount(dataDir, ADMIN);
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
  editor = await signInAdmin(server.url, ADMIN);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers });
const rawBytes = (pathname: string, headers: Record<string, string>) =>
  new Promise<Buffer>((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(Buffer.concat(chunks)));
      })
      .on("error", reject);
  });
const varies = (response: Response) =>
  (response.headers.get("vary") ?? "").split(",").map((v) => v.trim().toLowerCase());

describe("an anonymous page", () => {
  it("may be kept by shared caches, keyed by cookie and encoding, in brotli, and answers 304 to its ETag", async () => {
    await get(article);
    const response = await get(article, { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("cache-control")).toBe(SHARED_PAGE);
    expect(SHARED_PAGE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(varies(response)).toEqual(expect.arrayContaining(["cookie", "accept-encoding"]));
    expect(response.headers.get("content-encoding")).toBe("br");
    // fetch decodes brotli itself: the bytes on the wire are read with node:http.
    const wire = await rawBytes(article, { "accept-encoding": "br" });
    expect(brotliDecompressSync(wire).toString()).toContain("A page for everyone");
    expect(await response.text()).toContain("A page for everyone");
    const tag = response.headers.get("etag")!;
    expect(tag).toMatch(/^W\/".+"$/);

    const again = await get(article, { "accept-encoding": "br", "if-none-match": tag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe(SHARED_PAGE);
    // The kept copy's scripts run under its own policy's hashes, not a nonce (decision 0017).
    expect(again.headers.get("content-security-policy")).toBe(
      response.headers.get("content-security-policy"),
    );
    expect(await again.text()).toBe("");
    expect((await get(article, { "if-none-match": 'W/"something-else"' })).status).toBe(200);
  });

  it("is sent from the cache with the headers of the render it repeats, security headers included", async () => {
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !["date", "x-cache"].includes(name)));
    // A query parameter the article reads makes an address of its own, rendered afresh (unknown ones
    // land on the article's own entry: server/http/page-keys.ts).
    const rendered = await get(`${article}?comments=21`);
    expect(rendered.headers.get("x-cache")).toBe("MISS");
    const repeated = await get(`${article}?comments=21`);
    expect(repeated.headers.get("x-cache")).toBe("HIT");
    expect(headersOf(repeated)).toEqual(headersOf(rendered));
    expect(repeated.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await repeated.text()).toBe(await rendered.text());
  });

  it("is same-origin, while its images may be shown by other sites: webmail, feed readers", async () => {
    const policy = async (address: string) =>
      (await get(address)).headers.get("cross-origin-resource-policy");
    expect(await policy(article)).toBe("same-origin");
    expect(await policy("/images/default-article.svg")).toBe("cross-origin");
    expect(await policy("/images/logo.png")).toBe("cross-origin");
  });

  it("feeds carry an ETag and answer 304 to it too", async () => {
    const feed = await get("/rss.xml");
    const tag = feed.headers.get("etag")!;
    expect(tag).toBeTruthy();
    expect((await get("/rss.xml", { "if-none-match": tag })).status).toBe(304);
  });
});

describe("a signed-in reader's page", () => {
  it("is private to them: no shared caching, no cached copy, a fresh nonce, never a 304 for the anonymous ETag", async () => {
    const shared = await get(article);
    const response = await get(article, { cookie: editor, "if-none-match": shared.headers.get("etag")! });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("cache-control")).not.toMatch(/public|s-maxage/);
    expect(varies(response)).toContain("cookie");
    expect(response.headers.get("x-cache")).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get("etag")).not.toBe(shared.headers.get("etag"));
    expect(await response.text()).toContain("Shared Editor");
  });
});

describe("in Chromium", () => {
  it("runs the shared page's own scripts and blocks the injected one", async () => {
    const { page } = await newPage(browser);
    await page.addInitScript(() => {
      window.localStorage.setItem("bt-splash-seen", "1");
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await get(article);
    const response = await page.goto(`${server.url}${article}`);
    expect(response!.headers()["x-cache"]).toBe("HIT");
    expect(response!.headers()["cache-control"]).toBe(SHARED_PAGE);
    expect(response!.headers()["content-security-policy"]).not.toContain("nonce");
    await page.getByText("After.").waitFor();
    // The islands' boot script ran and hydrated the page's islands (decision 0063).
    await page.waitForFunction(() => document.querySelector("[data-island][data-hydrated]") !== null);
    expect(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
    ).toBeUndefined();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  });
});
