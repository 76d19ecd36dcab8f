import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  signInQuietly,
  staffAccount,
} from "./portal-site.ts";

/** Print editions (issue 43, decision 0079): an editor uploads a multi-page PDF and its cover is made
 * from the first page, lists two web pieces with their pages and publishes; a reader finds it on /print,
 * opens it, finds a word only the PDF has with its page, and reads 'In print' on a piece. Axe clean at
 * 375 and 1280 px; the pages' HTTP answers checked beside. */
const EDITOR = staffAccount("print-editor", "Print Editor");
const site = setUpPortal([EDITOR], { roles: { "print-editor": "editor" } });
const SHOTS = process.env.SCREENSHOT_DIR;
const PDF = path.resolve("tests/fixtures/print/edition.pdf");
const PIECES = ["Budget talks stall again", "A quokka on the quad"] as const;

async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

describe("print editions", () => {
  let slug = "";

  it("an editor uploads the PDF, gets its cover, lists two pieces with their pages and publishes", async () => {
    const cookie = await portalSession(site.url, EDITOR);
    for (const title of PIECES) slug = (await publishArticle(site.url, cookie, { title })).slug;
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/print`);
    await page.getByRole("heading", { name: "Print editions", level: 1 }).waitFor();
    const form = page.locator("#add-edition");
    await form.getByRole("textbox", { name: "Volume" }).fill("12");
    await form.getByRole("textbox", { name: "Number" }).fill("4");
    await form.getByLabel("Date").fill("2026-10-02");
    await form.getByRole("textbox", { name: "Title" }).fill("Homecoming Issue");
    await form.locator('input[type="file"][accept*="pdf"]').setInputFiles(PDF);
    await form.getByText("Uploaded: edition.pdf").waitFor();
    // The cover, made from the first page, is in the picker.
    await form.getByRole("button", { name: "Remove image" }).waitFor();
    await form.getByText("the PDF has 4 pages").waitFor();
    for (const [i, title] of PIECES.entries()) {
      await form.getByRole("button", { name: "Add a piece" }).click();
      await form.getByLabel(`Piece ${i + 1}`).selectOption({ label: title });
      await form
        .getByRole("spinbutton", { name: "Page" })
        .nth(i)
        .fill(String(i + 2));
    }
    await check(page, "print-portal-form");
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole("button", { name: "Add edition" }).click();
    await expectToast(page, "Edition saved", "Vol. 12, No. 4, “Homecoming Issue” is saved.");
    const row = page.getByRole("listitem").filter({ hasText: "Vol. 12, No. 4: Homecoming Issue" });
    await row.getByRole("button", { name: "Publish Vol. 12, No. 4" }).click();
    await expectToast(page, "Edition published", "Vol. 12, No. 4, “Homecoming Issue” is at /print/12/4.");
    await row.getByRole("link", { name: "/print/12/4" }).waitFor();
    await check(page, "print-portal");
  });

  it("a reader finds it on /print, opens it, and reads 'In print' on a piece", async () => {
    const page = await site.page({ width: 1280 });
    await page.goto(`${site.url}/print`);
    await page.getByRole("heading", { name: "2026–27", level: 2 }).waitFor();
    await check(page, "print-list");
    await page.getByRole("link", { name: /Homecoming Issue/ }).click();
    await page.getByRole("heading", { name: "Homecoming Issue", level: 1 }).waitFor();
    const contents = page.getByRole("list").filter({ hasText: "Page 2" });
    expect(await contents.getByRole("link").allTextContents()).toEqual([...PIECES]);
    const pdf = (await page.locator("iframe").getAttribute("src"))!;
    expect(pdf).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.pdf$/);
    const download = page.getByRole("link", { name: /^Download the PDF \(2 kB, 4 pages\)$/ });
    expect(await download.getAttribute("href")).toBe(pdf);
    expect(await page.locator("script[src*='entry.client']").count()).toBe(0);
    await check(page, "print-edition");
    await page.goto(`${site.url}/article/${slug}`);
    await page.getByRole("link", { name: "In print: Vol. 12, No. 4, page 3" }).click();
    await page.waitForURL(`${site.url}/print/12/4`);
  });

  it("site search finds a word only the PDF has, with its page", async () => {
    const page = await site.page({ width: 1280 });
    // The text is read by a queued job: it is there within seconds.
    await expect
      .poll(
        async () => {
          await page.goto(`${site.url}/search?q=quokka+sighting`);
          return page.getByText("Vol. 12, No. 4, page 3").count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await page.getByRole("link", { name: "Open page 3 of the PDF" }).waitFor();
    await check(page, "print-search");
  });

  it("answers the pages over HTTP: the PDF as a PDF, framed from the same origin; an unknown edition 404", async () => {
    const edition = await fetch(`${site.url}/print/12/4`);
    expect(edition.status).toBe(200);
    const html = await edition.text();
    const pdf = /<iframe src="([^"]+)"/.exec(html)![1]!;
    const file = await fetch(`${site.url}${pdf}`);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // The viewer is a frame of our own origin: the page's policy lets it (default-src 'self', no frame-src).
    const policy = edition.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("frame-src");
    expect((await fetch(`${site.url}/print/12/99`)).status).toBe(404);
    expect((await fetch(`${site.url}/print/x/4`)).status).toBe(404);
    expect((await fetch(`${site.url}/print`)).status).toBe(200);
  });
});
