import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { SHARED_PAGE } from "../../server/http/cache-rules.ts";
import { createAdminAccount, signInAdmin } from "../helpers/admin.ts";
import { eagerIslands, islandJsBytes, islandScripts } from "../helpers/client-js.ts";
import { PAGE_BUDGETS } from "../../scripts/island-budgets.ts";
import { runServerExpectingExit, startServer, type RunningServer } from "../helpers/server.ts";
import { postgresSkipReason } from "../helpers/test-db.ts";
import { publishArticle } from "./portal-site.ts";

const EDITOR = {
  username: "pg.editor",
  email: "pg.editor@example.org",
  password: "pass-1234",
  name: "PG Editor",
};

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function articleLinks(html: string): { href: string; text: string }[] {
  return [
    ...html.matchAll(/<a [^>]*href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"[^>]*>([^<]+)<\/a>/g),
  ].map((m) => ({
    href: m[1]!,
    text: m[2]!,
  }));
}

describe("server-rendered pages", () => {
  it("renders at least six demo headlines linking to their articles on the home page", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(SHARED_PAGE);
    const links = articleLinks(await response.text());
    expect(new Set(links.map((l) => l.href)).size).toBeGreaterThanOrEqual(6);
  });

  it("renders an article's title and body in the HTML", async () => {
    const [link] = articleLinks(await (await fetch(`${server.url}/`)).text());
    const response = await fetch(`${server.url}${link!.href}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${link!.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain('class="prose-body');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${link!.href}"/>`));
    expect(html).toContain('"@type":"NewsArticle"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/class="prose-body[^"]*"><(p|h2)/);
  });

  it("serves a repeated anonymous request from the page cache, and a newsletter sign-up leaves it in place", async () => {
    await fetch(`${server.url}/politics`);
    expect((await fetch(`${server.url}/politics`)).headers.get("x-cache")).toBe("HIT");
    await fetch(`${server.url}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "cache.test@example.org" }),
    });
    // A subscription shows on no page: it empties nothing (decision 0016).
    expect((await fetch(`${server.url}/politics`)).headers.get("x-cache")).toBe("HIT");
  });

  it("answers /healthz with 200 while the database is reachable", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });
});

describe("client JavaScript on public pages", () => {
  it("loads at most 40 KB of script before any interaction on an article and 50 KB on home, no portal or editor code, and the build's budget list names every such island", async () => {
    const home = await (await fetch(server.url)).text();
    const article = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)![1]!;
    const html = await (await fetch(`${server.url}${article}`)).text();
    const politics = await (await fetch(`${server.url}/politics`)).text();
    for (const [page, kind] of [
      [html, "article"],
      [home, "home"],
    ] as const) {
      expect(islandJsBytes(page)).toBeLessThanOrEqual(PAGE_BUDGETS[kind].budget);
      // The build's check (scripts/island-budgets.ts) sums the islands it lists for the page.
      expect(PAGE_BUDGETS[kind].islands).toEqual(expect.arrayContaining(eagerIslands(page)));
    }
    for (const page of [home, html, politics]) {
      // One script, the islands' boot, at the end of the body: no router, no hydration data, no preloads.
      expect(page.match(/<script\b(?![^>]*application\/ld\+json)[^>]*>/g)).toEqual([
        expect.stringMatching(/^<script type="module" src="\/assets\/islands\/boot-[\w-]+\.js">$/),
      ]);
      expect(page).toMatch(/<script type="module" src="[^"]+"><\/script><\/body>/);
      expect(page).not.toContain('rel="modulepreload"');
      const scripts = islandScripts(page);
      expect(scripts.length).toBeGreaterThan(2);
      expect(scripts.filter((file) => /quill|admin|portal|editor|react-router/i.test(file))).toEqual([]);
    }
  });

  it("ships the two fonts in the Latin script's subsets only, and preloads their basic Latin files", async () => {
    const html = await (await fetch(server.url)).text();
    const stylesheet = html.match(/<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"/)![1]!;
    const css = await (await fetch(`${server.url}${stylesheet}`)).text();
    const faces = [...css.matchAll(/url\(\/assets\/([a-z0-9-]+)-wght-normal-[\w-]+\.woff2\)/g)].map(
      (m) => m[1],
    );
    expect(faces.sort()).toEqual([
      "inter-latin",
      "inter-latin-ext",
      "inter-vietnamese",
      "source-serif-4-latin",
      "source-serif-4-latin-ext",
      "source-serif-4-vietnamese",
    ]);
    const preloads = [...html.matchAll(/<link rel="preload" href="(\/assets\/[\w.-]+\.woff2)" as="font"/g)];
    expect(preloads.map((m) => m[1]!.replace(/-wght-normal-.*/, "")).sort()).toEqual([
      "/assets/inter-latin",
      "/assets/source-serif-4-latin",
    ]);
    for (const [, href] of preloads) expect((await fetch(`${server.url}${href}`)).status).toBe(200);
  });
});

describe("feeds for search engines and readers", () => {
  it("lists every published article in sitemap.xml and names it in robots.txt", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    const [link] = articleLinks(await (await fetch(`${server.url}/`)).text());
    expect(xml).toContain(`<loc>http://localhost:`);
    expect(xml).toContain(`${link!.href}</loc>`);
    expect((xml.match(/<loc>[^<]*\/article\//g) ?? []).length).toBeGreaterThanOrEqual(48);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toMatch(
      /^Sitemap: http:\/\/\S+\/sitemap\.xml$/m,
    );
  });

  it("publishes RSS of the latest stories and of each category", async () => {
    const all = await fetch(`${server.url}/rss.xml`);
    expect(all.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    expect(((await all.text()).match(/<item>/g) ?? []).length).toBe(20);
    const politics = await (await fetch(`${server.url}/feeds/politics.xml`)).text();
    const categories = [...politics.matchAll(/<category>([^<]+)<\/category>/g)].map((m) => m[1]);
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(["Politics"]));
    expect((await fetch(`${server.url}/feeds/gossip.xml`)).status).toBe(404);
  });
});

describe("start-up guards", () => {
  it("refuses a second server on the same data directory", async () => {
    const { code, output } = await runServerExpectingExit({ DATA_DIR: server.dataDir, PORT: "0" });
    expect(code).not.toBe(0);
    expect(output).toMatch(/in use/);
  });

  it("refuses PORT=abc with a message naming PORT", async () => {
    const { code, output } = await runServerExpectingExit({ PORT: "abc" });
    expect(code).toBe(1);
    expect(output).toMatch(/PORT/);
    expect(output.trim().split("\n")).toHaveLength(1);
  });

  it("refuses an unknown time zone with a message naming TZ_PUBLICATION", async () => {
    const { code, output } = await runServerExpectingExit({ TZ_PUBLICATION: "Mars/Olympus" });
    expect(code).toBe(1);
    expect(output).toMatch(/TZ_PUBLICATION/);
  });
});

describe("shutdown", () => {
  it("closes cleanly on SIGTERM: exit code 0 and the data directory unlocked for the next start", async () => {
    const own = await startServer({ SEED_DEMO: "false" });
    expect((await fetch(`${own.url}/`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => own.process.once("exit", resolve));
    own.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(own.output()).toContain("SIGTERM: finishing requests in flight, then closing the database.");
    expect(fs.existsSync(path.join(own.dataDir, "server.lock"))).toBe(false);
    const again = await startServer({ DATA_DIR: own.dataDir, SEED_DEMO: "false" });
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    await again.stop();
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  });
});

// Skipped, with the reason printed, where no PostgreSQL answers; under CI that is an error instead.
describe.skipIf(postgresSkipReason)("on PostgreSQL", () => {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `borderland_e2e_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  });

  it("migrates, seeds and serves from PostgreSQL; two processes share rate limits and cache invalidation (a publish through one shows on the other within a second); /healthz answers 503 once the database is gone", async () => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    // One process each: the cache checks below ask one process twice.
    const pgServer = await startServer({ DATABASE_URL: url.toString(), PROCESSES: "1" });
    const second = await startServer({ DATABASE_URL: url.toString(), PROCESSES: "1" });
    try {
      const home = await (await fetch(`${pgServer.url}/`)).text();
      expect(articleLinks(home).length).toBeGreaterThanOrEqual(6);
      expect((await fetch(`${pgServer.url}/healthz`)).status).toBe(200);

      const signIn = (server: RunningServer) =>
        fetch(`${server.url}/api/auth`, {
          method: "POST",
          body: new URLSearchParams({ intent: "sign-in", email: "nobody@example.org", password: "wrong" }),
        });
      for (let i = 0; i < 5; i++) expect((await signIn(i % 2 ? pgServer : second)).status).toBe(401);
      expect((await signIn(pgServer)).status).toBe(429);
      expect((await signIn(second)).status).toBe(429);

      // A publish through one process shows on the other's next anonymous request within a second.
      const cached = async () => (await fetch(`${second.url}/politics`)).headers.get("x-cache");
      await cached();
      expect(await cached()).toBe("HIT");
      createAdminAccount(pgServer.dataDir, EDITOR, { DATABASE_URL: url.toString() });
      await publishArticle(pgServer.url, await signInAdmin(pgServer.url, EDITOR), {
        title: "Published through the first process",
      });
      await expect.poll(cached, { timeout: 1000, interval: 50 }).toBe("MISS");
      expect(await (await fetch(`${second.url}/politics`)).text()).toContain(
        "Published through the first process",
      );

      await admin.query(`drop database ${name} with (force)`);
      expect((await fetch(`${pgServer.url}/healthz`)).status).toBe(503);
    } finally {
      await Promise.all([pgServer.stop(), second.stop()]);
    }
  });
});

describe("in the browser", () => {
  it("shows the demo content on the home page and opens an article from it", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await newPage(browser);
      await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
      await page.goto(server.url);
      const topStories = page.getByRole("region", { name: "Top Stories" });
      const first = topStories.getByRole("link").first();
      const title = (await first.textContent())!.trim();
      expect(await topStories.getByRole("article").count()).toBe(6);
      // The stylesheet is linked from the head outside React's tree (decision 0025): no hydration
      // error, and it stays in force, once, after a client-side navigation.
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      const styled = () =>
        page.evaluate(() => ({
          inline: document.querySelectorAll("head style[data-href$='.css']").length,
          linked: document.querySelectorAll("link[rel=stylesheet]").length,
          headerSticky: getComputedStyle(document.querySelector("header")!).position,
        }));
      expect(await styled()).toEqual({ inline: 0, linked: 1, headerSticky: "sticky" });
      await first.click();
      await page.waitForURL(/\/article\//);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      expect(await styled()).toEqual({ inline: 0, linked: 1, headerSticky: "sticky" });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
