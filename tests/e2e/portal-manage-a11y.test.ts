import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  portalSession,
  post,
  publishArticle,
  publishCreativePiece,
  setUpPortal,
  type Admin,
  signInQuietly,
} from "./portal-site.ts";

const EDITOR: Admin = {
  username: "copy-editor",
  email: "copy@borderland.test",
  password: "proof-reading-2026",
  name: "Copy Editor",
};
const site = setUpPortal([EDITOR]);
const WIDTHS = [375, 1280] as const;
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function portal(width: number): Promise<Page> {
  const page = await site.page({ width });
  await signInQuietly(page, site.url, EDITOR);
  return page;
}

describe.each(WIDTHS)("the managing sections at %i px, with nothing published", (width) => {
  it("shows 'No articles found' and 'No creative pieces found', axe clean", async () => {
    const page = await portal(width);
    await page.goto(`${site.url}/admin/dashboard/articles`);
    await page.getByText("No articles found").waitFor();
    await check(page, "articles-empty", width);
    await page.goto(`${site.url}/admin/dashboard/creative`);
    await page.getByText("No creative pieces found").waitFor();
    await check(page, "creative-empty", width);
  });
});

describe("the managing sections with content", () => {
  let article = { id: "", slug: "" };
  let pieceId = "";
  beforeAll(async () => {
    const cookie = await portalSession(site.url, EDITOR);
    const categories = ["Politics", "Business", "Culture", "Science", "Opinion"];
    for (let i = 0; i < 24; i++) {
      article = await publishArticle(site.url, cookie, {
        title: `Valley council weighs the new ferry timetable, part ${i + 1}`,
        category: categories[i % categories.length]!,
        author: i % 2 ? "Asha Rai" : "Tenzin Lama",
      });
    }
    for (const [i, type] of ["poetry", "prose", "visual_art", "photography"].entries()) {
      pieceId = await publishCreativePiece(site.url, cookie, { title: `Monsoon evening ${i + 1}`, type });
    }
    await post(
      site.url,
      "/admin/dashboard/settings",
      {
        intent: "breaking-add",
        title: "Landslide closes the northern highway",
        content: "Traffic is diverted through the valley road until further notice.",
      },
      cookie,
    );
  });

  describe.each(WIDTHS)("at %i px", (width) => {
    it("Manage Articles: the list, a search, the editor page and the delete question are axe clean", async () => {
      const page = await portal(width);
      await page.goto(`${site.url}/admin/dashboard/articles`);
      await page.getByRole("navigation", { name: "Pagination" }).waitFor();
      await check(page, "articles-list", width);
      if (width === 1280) {
        // Titles get the width they need beside the other seven columns, and the table fits the window
        // (issue 36: they had 127 px, a few words a line, and the page scrolled sideways).
        const layout = await page.evaluate(() => ({
          title: document.querySelector("thead th")!.getBoundingClientRect().width,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect(layout.title).toBeGreaterThanOrEqual(256);
        expect(layout.overflow).toBe(0);
      }

      await page.goto(`${site.url}/admin/dashboard/articles?q=Asha&category=Business`);
      await page.getByText(/^Showing 1 to/).waitFor();
      await check(page, "articles-search", width);

      // The article's editor page (decision 0039).
      await page.goto(`${site.url}/admin/dashboard/articles/${article.id}`);
      await page.locator(".ql-editor").waitFor();
      await check(page, "articles-edit", width);
      await page.goto(`${site.url}/admin/dashboard/articles`);

      await page
        .getByRole("button", { name: /^Delete “/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: /^Are you sure you want to delete "/ }).waitFor();
      await check(page, "articles-delete", width);
    });

    it("Manage Creative Pieces: the list, a search, the editor page and the delete question are axe clean", async () => {
      const page = await portal(width);
      await page.goto(`${site.url}/admin/dashboard/creative`);
      await page.getByText(/^Showing 1 to/).waitFor();
      await check(page, "creative-list", width);

      await page.goto(`${site.url}/admin/dashboard/creative?q=nothing-matches-this`);
      await page.getByText("No creative pieces found").waitFor();
      await check(page, "creative-search-empty", width);

      await page.goto(`${site.url}/admin/dashboard/creative/${pieceId}`);
      await page.locator(".ql-editor").waitFor();
      await check(page, "creative-edit", width);
      await page.goto(`${site.url}/admin/dashboard/creative`);

      await page
        .getByRole("button", { name: /^Delete “/ })
        .first()
        .click();
      await page.getByRole("dialog", { name: /^Are you sure you want to delete "/ }).waitFor();
      await check(page, "creative-delete", width);
    });

    it("Settings: every part and the breaking-news delete question are axe clean", async () => {
      const page = await portal(width);
      await page.goto(`${site.url}/admin/dashboard/settings`);
      await check(page, "settings", width);

      await page
        .getByRole("region", { name: "Breaking News Management" })
        .getByRole("button", { name: /^Delete “/ })
        .first()
        .click();
      await page
        .getByRole("dialog", { name: "Are you sure you want to delete this breaking news?" })
        .waitFor();
      await check(page, "settings-breaking-delete", width);
    });
  });
});
