import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAGE_SLUGS } from "#shared/static-pages.ts";
import { axeViolations } from "../helpers/browser.ts";
import { staticPageText } from "../helpers/static-page-text.ts";
import { setUpPortal, type Admin, signInQuietly } from "./portal-site.ts";

/** Issue 27's static pages (decision 0047): seeded with the texts they had in TSX, changed by an editor
 * in the one editor, and on the public page at once, with no restart. */
const EDITOR: Admin = {
  username: "pages-editor",
  email: "pages@borderland.test",
  password: "about-us-in-our-words-2026",
  name: "Pages Editor",
};
// An admin too: while no admin exists, /admin offers the first admin's set-up instead of the sign-in.
const ADMIN: Admin = {
  username: "pages-admin",
  email: "pages-admin@borderland.test",
  password: "the-admin-of-pages-2026",
  name: "Pages Admin",
};
const site = setUpPortal([ADMIN, EDITOR], { roles: { [EDITOR.username]: "editor" } });
const FIXTURES = path.join(import.meta.dirname, "../fixtures/static-pages");
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

const lines = (text: string) => text.trimEnd().split("\n");

describe("the static pages", () => {
  it("are seeded with today's texts, the Privacy Policy's readership section the one addition", async () => {
    // The addition: its heading (in the contents list and above the section) and its paragraph.
    const addition = lines(fs.readFileSync(path.join(FIXTURES, "privacy-policy.addition.txt"), "utf8"));
    for (const slug of PAGE_SLUGS) {
      const response = await fetch(`${site.url}/${slug}`);
      expect(response.status).toBe(200);
      const shown = lines(staticPageText(await response.text()));
      const before = lines(fs.readFileSync(path.join(FIXTURES, `${slug}.txt`), "utf8"));
      if (slug !== "privacy-policy") {
        expect(shown, slug).toEqual(before);
        continue;
      }
      expect(shown.filter((line) => line === addition[0])).toHaveLength(2);
      expect(shown.filter((line) => line === addition[1])).toHaveLength(1);
      expect(shown.filter((line) => !addition.includes(line))).toEqual(before);
    }
  });

  it("an editor changes About in the portal, and the public page shows it with no restart", async () => {
    // The public page, cached before the change.
    expect(await (await fetch(`${site.url}/about`)).text()).not.toContain("Written by its readers");
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/pages`);
    await page.getByRole("heading", { name: "Pages", level: 1 }).waitFor();
    await check(page, "pages-list");

    await page.getByRole("link", { name: "Edit “About Us”" }).click();
    await page.getByRole("heading", { name: "Edit Page" }).waitFor();
    await expect(page.getByLabel("Author").count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Unpublish" }).count()).resolves.toBe(0);
    await check(page, "page-editor");

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel("Standfirst").fill("Written by its readers' neighbours, in the North-East.");
    await page.getByRole("button", { name: "Update" }).click();
    await page.getByText("Page updated").first().waitFor();
    const about = await (await fetch(`${site.url}/about`)).text();
    expect(about).toContain("Written by its readers&#x27; neighbours, in the North-East.");
    expect(staticPageText(about)).toContain("Who We Are");
  });
});
