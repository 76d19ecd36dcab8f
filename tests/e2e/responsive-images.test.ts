import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { storeImage } from "../../server/modules/media/uploads.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { headTags } from "../helpers/head-tags.ts";
import { photo } from "../helpers/images.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { expectOneLead, expectWellFormed, imagesOf as imagesOn } from "./responsive-images-rules.ts";

/** Issue 10, acceptance 4: every content image of the public pages has its size, its alt text and,
 * when it is a raster image, its srcset; only the page's lead picture is fetched first; sharing
 * previews are large PNG or JPEG images (decision 0020). */

const PUBLIC_URL = "https://news.hillpost.test";
const dataDir = newDataDir("borderland-responsive-", "migrated");
let server: RunningServer;
let browser: Browser;
let page: Page;
const paths: Record<"home" | "article" | "category" | "search" | "creative" | "piece", string> = {
  home: "/",
  article: "",
  category: "/politics",
  search: "/politics?q=river",
  creative: "/creative",
  piece: "",
};

beforeAll(async () => {
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const { db } = database;
  const admin = await makeUser(db, { role: "admin", username: "photo-desk" });
  const storage = createLocalStorage(path.join(dataDir, "uploads"));
  const upload = async (width: number, height: number, name: string) => {
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, await photo(width, height, "jpeg"));
    return storeImage(db, storage, admin, { path: file, filename: name, alt: `Photo ${name}` });
  };
  const [lead, street, verse] = [
    await upload(2000, 1200, "river.jpg"),
    await upload(1400, 900, "street.jpg"),
    await upload(900, 1200, "verse.jpg"),
  ];
  const body = `<p>The river rose overnight.</p><figure class="ql-align-center"><img src="${street.url}" alt="The flooded street at dawn"><figcaption>The street</figcaption></figure>`;
  // Older stories first: the newest is the home page's lead. Politics pictures alternate between
  // uploads and the default illustration (SVG), so that every page shows both.
  for (let i = 0; i < 9; i++)
    await makeArticle(db, {
      title: `River report ${i}`,
      category: i % 3 === 0 ? "Business" : "Politics",
      imageUrl: i % 2 === 0 ? lead.url : null,
      content: body,
      publishedAt: new Date(Date.now() - (10 - i) * 3600_000),
    });
  const article = await makeArticle(db, {
    title: "The river rises in Sylhet",
    category: "Politics",
    imageUrl: lead.url,
    imageCaption: "The Surma at its highest",
    content: body,
    featured: true,
  });
  paths.article = `/article/${article.slug}`;
  const piece = await publishForm(db, admin, "creative", {
    title: "Rain verse",
    type: "poetry",
    author: "A. Poet",
    content: `<p>Rain on tin</p><p><img src="${verse.url}" alt="A tin roof in the rain"></p>`,
    imageUrl: verse.url,
  });
  paths.piece = `/creative?piece=${piece.id}`;
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", PUBLIC_URL });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 1280, height: 900 }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every image in the page's main content at `pagePath`, as loaded (./responsive-images-rules.ts). */
const imagesOf = (pagePath: string) => imagesOn(page, `${server.url}${pagePath}`);

describe("images on the public pages", () => {
  it("home: the lead story's picture first, every picture sized, with srcset and AVIF for uploads", async () => {
    const images = await imagesOf(paths.home);
    expectWellFormed(images, "home");
    expectOneLead(images, "home", images[0]!.src);
    expect(images[0]!.src).toMatch(/^\/uploads\/.*-1600\.webp$/);
    expect(images.some((i) => i.belowFold)).toBe(true);
    expect(images.some((i) => i.src.endsWith(".svg"))).toBe(true);
  });

  it("an article: its lead and body photos as AVIF in Chromium, the lead fetched first, no shift from images", async () => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { imageShifts: string[] }).imageShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node }[];
          value: number;
        })[])
          for (const source of entry.sources ?? [])
            if (source.node?.nodeName === "IMG" || source.node?.nodeName === "PICTURE")
              shifts.push(`${source.node.nodeName} ${entry.value}`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const images = await imagesOf(paths.article);
    expectWellFormed(images, "article");
    const body = images.find((i) => i.alt === "The flooded street at dawn")!;
    expectOneLead(images, "article", images[0]!.src);
    // The lead picture's alt text is the library's; its caption is shown beneath it.
    expect(images[0]).toMatchObject({ alt: "Photo river.jpg", width: "1600", height: "960" });
    expect(body).toMatchObject({ width: "1400", height: "900", loading: "lazy" });
    expect(images[0]!.currentSrc).toMatch(/\.avif$/);
    await page.locator(`img[alt="${body.alt}"]`).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator(`img[alt="${body.alt}"]`).evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    expect(await page.evaluate(() => (window as unknown as { imageShifts: string[] }).imageShifts)).toEqual(
      [],
    );
  });

  it("a category page and its search: the first card's picture first, the rest lazy", async () => {
    for (const where of ["category", "search"] as const) {
      const images = await imagesOf(paths[where]);
      expectWellFormed(images, where);
      expectOneLead(images, where, images[0]!.src);
    }
  });

  it("the creative page, and a piece opened on it: its picture and its body's photo", async () => {
    const grid = await imagesOf(paths.creative);
    expectWellFormed(grid, "creative");
    // The page opens on its text hero: no picture is the lead.
    expectOneLead(grid, "creative", null);
    const opened = await page
      .goto(`${server.url}${paths.piece}`)
      .then(() =>
        page.$$eval("dialog img", (images) =>
          images.map((img) => [
            img.getAttribute("alt"),
            img.getAttribute("srcset") !== null,
            img.getAttribute("width"),
          ]),
        ),
      );
    expect(opened).toEqual([
      ["Photo verse.jpg", true, "900"],
      ["A tin roof in the rain", true, "900"],
    ]);
  });
});

describe("the reading mode for slow networks (issue 39)", () => {
  /** What a phone fetches for a page, scrolled to its end, with or without `Save-Data: on`. */
  async function fetched(pagePath: string, saveData: boolean) {
    const { context, page: phone } = await newPage(browser, { width: 375, height: 700 });
    if (saveData) await context.setExtraHTTPHeaders({ "Save-Data": "on" });
    const urls: string[] = [];
    phone.on("request", (request) => urls.push(new URL(request.url()).pathname));
    await phone.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
    // Down the page as a reader goes, so that every part that loads when seen is seen.
    for (let y = 0; y < (await phone.evaluate(() => document.body.scrollHeight)); y += 500) {
      await phone.evaluate((to) => window.scrollTo(0, to), y);
      await phone.waitForTimeout(50);
    }
    await phone.waitForLoadState("networkidle");
    const images = await phone.$$eval("main img[srcset]", (all) =>
      all.map((img) => ({
        current: (img as HTMLImageElement).currentSrc,
        srcset: img.getAttribute("srcset")!,
      })),
    );
    const reading = await phone.evaluate(() => document.documentElement.dataset.reading ?? null);
    await context.close();
    return { urls, images, reading };
  }
  /** The narrowest candidate's address of a srcset. */
  const narrowest = (srcset: string) =>
    srcset
      .split(", ")
      .map((candidate) => candidate.split(" "))
      .sort((a, b) => parseInt(a[1]!) - parseInt(b[1]!))[0]![0]!;

  it("with Save-Data: on, every picture comes at its smallest width, no widget asks its provider, no web font loads", async () => {
    for (const pagePath of [paths.home, paths.article]) {
      const full = await fetched(pagePath, false);
      const light = await fetched(pagePath, true);
      expect(full.reading, pagePath).toBeNull();
      expect(light.reading, pagePath).toBe("light");
      expect(light.images.length, pagePath).toBeGreaterThan(0);
      for (const image of light.images) {
        expect(image.srcset, pagePath).toMatch(/^\S+ \d+w$/);
        // The same width, in AVIF where the browser takes it.
        const stem = (url: string) => url.replace(/\.\w+$/, "");
        expect(stem(new URL(image.current).pathname), pagePath).toBe(stem(narrowest(image.srcset)));
      }
      // The full page offers every width, and a phone takes one wider than the narrowest for the lead.
      expect(
        full.images.some((image) => image.srcset.includes(", ")),
        pagePath,
      ).toBe(true);
      expect(
        light.urls.filter((url) => url.endsWith(".woff2")),
        pagePath,
      ).toEqual([]);
      expect(full.urls.filter((url) => url.endsWith(".woff2")).length, pagePath).toBeGreaterThan(0);
      expect(
        light.urls.filter((url) => url.startsWith("/api/")),
        pagePath,
      ).toEqual([]);
    }
    expect(
      (await fetched(paths.home, false)).urls.filter((url) => /^\/api\/(weather|markets)/.test(url)),
    ).not.toEqual([]);
  });
});

describe("sharing previews", () => {
  for (const where of ["home", "article"] as const)
    it(`${where}: og:image and twitter:image are a PNG or JPEG at least 1200 px wide, with size and alt`, async () => {
      const head = headTags(await (await fetch(`${server.url}${paths[where]}`)).text());
      const url = head.meta.get("og:image")!;
      expect(head.meta.get("twitter:image")).toBe(url);
      expect(head.meta.get("og:image:alt")).toBeTruthy();
      expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
      const answer = await fetch(`${server.url}${url.slice(PUBLIC_URL.length)}`);
      expect(["image/png", "image/jpeg"]).toContain(answer.headers.get("content-type"));
      const { format, width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect(["png", "jpeg"]).toContain(format);
      expect(width).toBeGreaterThanOrEqual(1200);
      expect([head.meta.get("og:image:width"), head.meta.get("og:image:height")]).toEqual([
        String(width),
        String(height),
      ]);
      if (where === "article") expect(url).toMatch(/-1200x630\.jpg$/);
    });
});
