import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { photo } from "../helpers/images.ts";
import {
  portalSession,
  post,
  publishArticle,
  setUpPortal,
  type Admin,
  signInQuietly,
} from "./portal-site.ts";

/** Issue 26: bylines are people. The byline links to the author page, which lists the piece; the People
 * page adds someone to the masthead, which /contact shows; the editor's byline picker, by keyboard.
 * Everything axe clean at 375 and 1280 px. */
const EDITOR: Admin = {
  username: "desk-editor",
  email: "desk@borderland.test",
  password: "bylines-for-all-2026",
  name: "Desk Editor",
};
const site = setUpPortal([EDITOR]);
const WIDTHS = [375, 1280] as const;
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

describe("people and bylines", () => {
  let slug = "";
  let bengali = "";
  let credited = "";
  beforeAll(async () => {
    const cookie = await portalSession(site.url, EDITOR);
    ({ slug } = await publishArticle(site.url, cookie, {
      title: "Ferry timetable changes for the monsoon",
      author: "Asha Rai",
    }));
    bengali = (
      await publishArticle(site.url, cookie, { title: "Market day in Sylhet", author: "রহিম উদ্দিন" })
    ).slug;
    // A photograph Asha Rai took (decision 0071), credited in the Media Library by her name.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(1200, 700, "png"))]), "ferry.png");
    const uploaded = await fetch(`${site.url}/admin/uploads`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: site.url },
    });
    const image = (await uploaded.json()) as { url: string; mediaId: string };
    const credit = await post(
      site.url,
      "/admin/dashboard/media",
      { intent: "credit", id: image.mediaId, credit: "asha rai" },
      cookie,
    );
    expect(credit.status).toBeLessThan(400);
    credited = (
      await publishArticle(site.url, cookie, {
        title: "The last ferry before the flood",
        author: "Desk Editor",
        imageUrl: image.url,
      })
    ).slug;
  });

  it("gives a Bengali name a readable address that works", async () => {
    const page = await site.page({ width: 1280 });
    await page.goto(`${site.url}/article/${bengali}`);
    await page.getByRole("link", { name: "রহিম উদ্দিন" }).first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === "/author/রহিম-উদ্দিন");
    await page.getByRole("link", { name: "Market day in Sylhet" }).waitFor();
  });

  it.each(WIDTHS)("the byline links to the author page, which lists the piece (%i px)", async (width) => {
    const page = await site.page({ width });
    await page.goto(`${site.url}/article/${slug}`);
    await page.getByRole("link", { name: "Asha Rai" }).first().click();
    await page.waitForURL(/\/author\/asha-rai$/);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Asha Rai");
    await page.getByRole("link", { name: "Ferry timetable changes for the monsoon" }).waitFor();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.join(" ")).toContain('"@type":"Person"');
    await check(page, "author-page", width);
  });

  it.each(WIDTHS)(
    "a credited lead picture says 'Photo: Asha Rai', linked to her page, which shows it under Photographs (%i px)",
    async (width) => {
      const page = await site.page({ width });
      await page.goto(`${site.url}/article/${credited}`);
      const caption = page.locator("figure figcaption");
      expect(await caption.textContent()).toContain("Photo: Asha Rai");
      await check(page, "credited-article", width);
      await caption.getByRole("link", { name: "Asha Rai" }).click();
      await page.waitForURL(/\/author\/asha-rai$/);
      const photos = page.getByRole("region", { name: "Photographs" });
      await photos.getByRole("link", { name: "The last ferry before the flood" }).waitFor();
      await check(page, "author-photographs", width);
    },
  );

  it.each(WIDTHS)(
    "the People page adds someone to the masthead, and /contact shows them (%i px)",
    async (width) => {
      const page = await site.page({ width });
      await signInQuietly(page, site.url, EDITOR);
      await page.goto(`${site.url}/admin/dashboard/people`);
      await check(page, "people-page", width);
      const name = `Mya Mya ${width}`;
      await page.getByLabel("Name").first().fill(name);
      await page.getByLabel("Title").fill("Editor in Chief");
      await page.getByLabel("On this school year's masthead", { exact: true }).check();
      await page.getByRole("button", { name: "Add person" }).click();
      await page.getByRole("link", { name, exact: true }).waitFor();
      await page.goto(`${site.url}/contact`);
      await page.getByRole("link", { name, exact: true }).waitFor();
    },
  );

  it.each(WIDTHS)(
    "the picker starts with the writer and adds a co-author by keyboard (%i px)",
    async (width) => {
      const page = await site.page({ width });
      await signInQuietly(page, site.url, EDITOR);
      await page.goto(`${site.url}/admin/dashboard/articles/new`);
      const byline = page.getByRole("list", { name: "Byline, in order" });
      const names = () => byline.locator("li > span:first-child").allTextContents();
      await expect(names()).resolves.toEqual(["Desk Editor"]);
      const box = page.getByRole("combobox", { name: "Authors" });
      await box.fill("Asha");
      await page.getByRole("option", { name: "Asha Rai" }).waitFor();
      await check(page, "byline-picker-open", width);
      await box.press("ArrowDown");
      await box.press("Enter");
      await expect(names()).resolves.toEqual(["Desk Editor", "Asha Rai"]);
      await page.getByRole("button", { name: "Move Asha Rai earlier" }).click();
      await expect(names()).resolves.toEqual(["Asha Rai", "Desk Editor"]);
      await page.getByRole("button", { name: "Remove Desk Editor" }).click();
      await expect(names()).resolves.toEqual(["Asha Rai"]);
      await check(page, "byline-picker", width);
    },
  );
});
