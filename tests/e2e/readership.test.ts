import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, CHROME, CHROMIUM_FLAGS } from "../helpers/browser.ts";
import {
  portalSession,
  publishArticle,
  publishCreativePiece,
  setUpPortal,
  type Admin,
} from "./portal-site.ts";

/** Issue 27, acceptance 5: readership without tracking (decision 0048). A reader's browser that is not
 * flagged as automated, on a page the cache holds (its revisits answered 304), counts each visit; a
 * crawler's beacon counts nothing; nothing sets a cookie; the portal shows exactly those counts, axe
 * clean at both widths. */
const EDITOR: Admin = {
  username: "desk-editor",
  email: "desk@borderland.test",
  password: "front-page-2026",
  name: "Desk Editor",
};
const READER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const VISITS = 3;
const site = setUpPortal([EDITOR]);
const SHOTS = process.env.SCREENSHOT_DIR;

let readerBrowser: Browser;
let cookie = "";
let article = { id: "", slug: "" };

beforeAll(async () => {
  // A reader's own Chromium: not flagged by the automation that drives it (navigator.webdriver false).
  readerBrowser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: [...CHROMIUM_FLAGS, "--disable-blink-features=AutomationControlled"],
  });
  cookie = await portalSession(site.url, EDITOR);
  article = await publishArticle(site.url, cookie, { title: "Ferry fares fall for the monsoon" });
  await publishCreativePiece(site.url, cookie, { title: "Unread rain" });
});

afterAll(async () => {
  await readerBrowser?.close();
});

/** Opens the article and waits for its beacon's answer; returns the page's and the beacon's answers. */
async function visit(page: Page) {
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/views"));
  const document = await page.goto(`${site.url}/article/${article.slug}`);
  const answer = await beacon;
  return { document: document!, beacon: answer };
}

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

describe("readership", () => {
  it("counts each visit to a cached article from a reader's browser, and no crawler, setting no cookie", async () => {
    // Warm the page cache, as readers before this one would (no script runs, nothing is counted).
    await fetch(`${site.url}/article/${article.slug}`);
    const context = await readerBrowser.newContext({ userAgent: READER_AGENT });
    await context.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
    const page = await context.newPage();
    for (let i = 0; i < VISITS; i++) {
      const { document, beacon } = await visit(page);
      expect([document.headers()["x-cache"], beacon.status()]).toEqual(["HIT", 204]);
      expect([await document.headerValue("set-cookie"), await beacon.headerValue("set-cookie")]).toEqual([
        null,
        null,
      ]);
    }
    expect([await page.evaluate(() => document.cookie), await context.cookies()]).toEqual(["", []]);
    await context.close();

    const crawler = await readerBrowser.newContext({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    expect((await visit(await crawler.newPage())).beacon.status()).toBe(204);
    await crawler.close();
  });

  describe("the counts in the portal, axe clean at 375 and 1280 px", () => {
    let page: Page;
    beforeAll(async () => {
      page = await site.page({ width: 375 });
      const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
      await page.context().addCookies([{ name, value, url: site.url }]);
    });
    afterAll(() => page.context().close());
    const atBothWidths = async (shot: string) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await check(page, shot, width);
      }
    };

    it("ranks the article on Most read with its views", async () => {
      await page.goto(`${site.url}/admin/dashboard/readership`);
      const item = page.getByRole("listitem").filter({ hasText: "Ferry fares fall for the monsoon" });
      expect(await item.textContent()).toContain(`${VISITS} views`);
      await atBothWidths("most-read");
    });

    it("shows its views of the last 30 days in Manage Articles", async () => {
      await page.goto(`${site.url}/admin/dashboard/articles`);
      const row = page.getByRole("row").filter({ hasText: "Ferry fares fall for the monsoon" });
      expect(await row.getByRole("cell").nth(5).textContent()).toContain(String(VISITS));
      await atBothWidths("manage-articles-views");
    });

    it("shows its 30 days, with the table, in its editor", async () => {
      await page.goto(`${site.url}/admin/dashboard/articles/${article.id}`);
      const panel = page.getByRole("region", { name: "Readership" });
      expect(await panel.textContent()).toContain(`${VISITS} views from`);
      await panel.getByText("Views by day").click();
      await atBothWidths("editor-readership");
    });
  });
});
