import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInAdmin } from "../helpers/admin.ts";
import { rawRequest } from "../helpers/raw-http.ts";
import { formPost, signedInReader } from "../helpers/reader-session.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";
import { post, publishArticle } from "./portal-site.ts";

/** Issue 12, acceptance 2: the page cache drops what a write touches, and only that, and never hands a
 * signed-in reader a page rendered for someone else. Every request here is a real HTTP request to the
 * built server; X-Cache says whether the page came from the cache. */
const ADMIN = {
  username: "cache.editor",
  email: "cache.editor@example.org",
  password: "pass-1234",
  name: "Cache Editor",
};

let server: RunningServer;
let smtp: SmtpSink;
let dataDir: string;
let editor: string;
let reader: { cookie: string };
let other: { cookie: string };

beforeAll(async () => {
  dataDir = newDataDir("borderland-cache-", "migrated");
  createAdminAccount(dataDir, ADMIN);
  smtp = await startSmtpSink();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", SMTP_URL: smtp.url });
  editor = await signInAdmin(server.url, ADMIN);
  reader = await signedInReader(server.url, smtp, "Rita Reader", "rita.reader@example.org");
  other = await signedInReader(server.url, smtp, "Otto Other", "otto.other@example.org");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const anonymous = (pathname: string) => fetch(`${server.url}${pathname}`);
const as = (who: { cookie: string } | string, pathname: string) =>
  fetch(`${server.url}${pathname}`, { headers: { cookie: typeof who === "string" ? who : who.cookie } });
const cacheState = async (pathname: string) => (await anonymous(pathname)).headers.get("x-cache");

/** Reads the pages until each one comes from the cache. */
async function warm(...pathnames: string[]) {
  for (const pathname of pathnames) {
    await anonymous(pathname);
    expect(await cacheState(pathname), pathname).toBe("HIT");
  }
}

/** Saves an article in Manage Articles with a new title and the body 'The body, edited.'. */
const editArticle = (id: string, title: string) =>
  post(
    server.url,
    "/admin/dashboard/articles",
    {
      intent: "update",
      id,
      title,
      excerpt: "The lead, edited.",
      content: "<p>The body, edited.</p>",
      author: "Test Reporter",
      category: "Politics",
      imageUrl: "/images/default-article.svg",
      imageCaption: "",
    },
    editor,
  );

const LISTS = ["/", "/politics", "/rss.xml", "/feeds/politics.xml", "/sitemap.xml"];

describe("a write shows on the next anonymous request", () => {
  it("a publish shows on the home page, its category, the feeds and the sitemap", async () => {
    await publishArticle(server.url, editor, { title: "Warm-up story for the cache" });
    await warm(...LISTS, "/about");
    const { slug } = await publishArticle(server.url, editor, { title: "Border trade reopens at Moreh" });
    for (const pathname of LISTS) {
      const response = await anonymous(pathname);
      expect(response.headers.get("x-cache"), pathname).toBe("MISS");
      expect(await response.text(), pathname).toContain(
        pathname === "/sitemap.xml" ? slug : "Border trade reopens at Moreh",
      );
    }
    expect(await cacheState("/about")).toBe("HIT");
  });

  it("an edit shows on the article and the lists", async () => {
    const { id, slug } = await publishArticle(server.url, editor, { title: "Flood relief reaches Silchar" });
    await warm(`/article/${slug}`, "/", "/politics");
    expect((await editArticle(id, "Flood relief reaches Silchar and Karimganj")).status).toBeLessThan(400);
    for (const pathname of [`/article/${slug}`, "/", "/politics"])
      expect(await (await anonymous(pathname)).text(), pathname).toContain(
        "Flood relief reaches Silchar and Karimganj",
      );
    expect(await (await anonymous(`/article/${slug}`)).text()).toContain("The body, edited.");
  });

  it("a delete shows: the article answers 404 and the lists no longer name it", async () => {
    const { id, slug } = await publishArticle(server.url, editor, { title: "Ferry timetable for Dhubri" });
    await warm(`/article/${slug}`, "/", "/politics", "/rss.xml");
    const deleted = await post(server.url, "/admin/dashboard/articles", { intent: "delete", id }, editor);
    expect(deleted.status).toBeLessThan(400);
    expect((await anonymous(`/article/${slug}`)).status).toBe(404);
    for (const pathname of ["/", "/politics", "/rss.xml"])
      expect(await (await anonymous(pathname)).text(), pathname).not.toContain("Ferry timetable for Dhubri");
  });
});

describe("a like", () => {
  it("leaves the home page's entry in place, and the article shows the new count", async () => {
    const { id, slug } = await publishArticle(server.url, editor, { title: "Hornbill festival opens" });
    const article = `/article/${slug}`;
    await warm("/", "/politics", article);
    expect(await (await anonymous(article)).text()).toMatch(/>0(<!-- -->)? (<!-- -->)?Likes</);
    const liked = await formPost(server.url, "/api/likes", { target: "article", id, liked: "true" }, reader);
    expect(await liked.json()).toMatchObject({ ok: true, liked: true, count: 1 });
    expect(await cacheState("/")).toBe("HIT");
    expect(await cacheState("/politics")).toBe("HIT");
    // Counters are rendered again at most once a second (decision 0016).
    await expect
      .poll(async () => (await anonymous(article)).text(), { timeout: 3000, interval: 200 })
      .toMatch(/>1(<!-- -->)? (<!-- -->)?Like</);
    expect(await cacheState("/")).toBe("HIT");
  });

  it("a comment shows on its article without emptying the home page's entry", async () => {
    const { id, slug } = await publishArticle(server.url, editor, {
      title: "Rains delay the Imphal flights",
    });
    await warm("/", `/article/${slug}`);
    const posted = await formPost(
      server.url,
      "/api/comments",
      { intent: "post", articleId: id, content: "Stuck at the airport since noon." },
      reader,
    );
    expect(posted.status).toBe(200);
    expect(await cacheState("/")).toBe("HIT");
    await expect
      .poll(async () => (await anonymous(`/article/${slug}`)).text(), { timeout: 3000, interval: 200 })
      .toContain("Stuck at the airport since noon.");
  });
});

describe("signed-in readers", () => {
  it("never receive a cached anonymous page, nor another reader's page", async () => {
    const { slug } = await publishArticle(server.url, editor, { title: "Tea auction prices climb" });
    for (const pathname of ["/", `/article/${slug}`]) {
      await warm(pathname);
      const anonymousHtml = await (await anonymous(pathname)).text();
      expect(anonymousHtml).not.toContain("Rita Reader");
      for (const [who, name, stranger] of [
        [reader, "Rita Reader", "Otto Other"],
        [other, "Otto Other", "Rita Reader"],
        [reader, "Rita Reader", "Otto Other"],
      ] as const) {
        const response = await as(who, pathname);
        expect(response.headers.get("x-cache"), pathname).toBeNull();
        expect(response.headers.get("cache-control")).toBe("private, no-cache");
        const html = await response.text();
        expect(html).toContain(name);
        expect(html).not.toContain(stranger);
      }
      expect(await cacheState(pathname)).toBe("HIT");
      expect(await (await anonymous(pathname)).text()).not.toMatch(/Rita Reader|Otto Other/);
    }
  });
});

describe("a page rendered for one reader", () => {
  // What every reader of an article sees is loaded once for all of them (decision 0026); a write drops
  // it at once, so that a signed-in reader, whose page is never cached, sees it on the next request.
  it("shows every write at once, with what is the reader's own", async () => {
    const { id, slug } = await publishArticle(server.url, editor, { title: "Ropeway to Tawang opens" });
    const article = `/article/${slug}`;
    const page = async (who: { cookie: string }) => {
      const response = await as(who, article);
      return { status: response.status, html: await response.text() };
    };
    expect((await page(reader)).html).toMatch(/aria-pressed="false"[^>]*>.*?>0(<!-- -->)? (<!-- -->)?Likes</);
    await formPost(server.url, "/api/likes", { target: "article", id, liked: "true" }, other);
    expect((await page(reader)).html).toMatch(/aria-pressed="false"[^>]*>.*?>1(<!-- -->)? (<!-- -->)?Like</);
    expect((await page(other)).html).toMatch(/aria-pressed="true"[^>]*>.*?>1(<!-- -->)? (<!-- -->)?Like</);
    await formPost(
      server.url,
      "/api/comments",
      { intent: "post", articleId: id, content: "The cable cars are Austrian." },
      other,
    );
    const seen = (await page(reader)).html;
    expect(seen).toContain("The cable cars are Austrian.");
    expect(seen).not.toContain("Delete comment by Otto Other");
    expect((await page(other)).html).toContain("Delete comment by Otto Other");
    await editArticle(id, "Ropeway to Tawang opens to tourists");
    expect((await page(reader)).html).toContain("Ropeway to Tawang opens to tourists");
    await post(server.url, "/admin/dashboard/articles", { intent: "delete", id }, editor);
    expect((await page(reader)).status).toBe(404);
  });
});

describe("flash toasts", () => {
  it("are shown only to the reader they are for, never cached into a shared page", async () => {
    await warm("/politics");
    // A browser's plain form post (fetch would say Sec-Fetch-Mode: cors): node:http.
    const posted = await rawRequest(server.url, {
      method: "POST",
      path: "/newsletter",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Mode": "navigate",
        Referer: `${server.url}/politics`,
      },
      body: Buffer.from(new URLSearchParams({ email: "toast.reader@example.org" }).toString()),
    });
    expect(posted.status).toBe(303);
    const flash = (
      [posted.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("bt_flash=")) ?? ""
    ).split(";")[0]!;
    expect(flash).toMatch(/^bt_flash=./);
    const withToast = await as(flash, "/politics");
    expect(withToast.headers.get("x-cache")).toBeNull();
    expect(withToast.headers.get("cache-control")).toBe("private, no-cache");
    expect(await withToast.text()).toContain("Please check your inbox to confirm your subscription.");
    for (let i = 0; i < 2; i++) {
      const shared = await anonymous("/politics");
      expect(shared.headers.get("x-cache")).toBe("HIT");
      expect(await shared.text()).not.toContain("confirm your subscription");
    }
  });
});

describe("answers that are not pages", () => {
  it("a 404 for a random path is rendered each time, never cached nor shared", async () => {
    for (const pathname of ["/no-such-page-4f2a", "/article/no-such-story-4f2a", "/politics/x?utm=1"]) {
      for (let i = 0; i < 2; i++) {
        const response = await anonymous(pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.headers.get("x-cache"), pathname).toBeNull();
        expect(response.headers.get("cache-control"), pathname).toBe("private, no-cache");
      }
    }
  });
});
