import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { axeViolations } from "../helpers/browser.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  signInQuietly,
  staffAccount,
} from "./portal-site.ts";

/** Print editions (issue 43, decision 0079), the issue's acceptance at full size: an editor uploads a
 * forty-page PDF and its cover is made from the first page, lists six web pieces with their pages and
 * publishes; a reader finds it on /print, opens it, finds a word only the PDF's page 37 has, with its
 * page, and reads 'In print' on a piece. The pieces are made over HTTP, not in the editor. Axe clean at
 * 375 and 1280 px; the pages' HTTP answers checked beside. */
const EDITOR = staffAccount("print-editor", "Print Editor");
const site = setUpPortal([EDITOR], { roles: { "print-editor": "editor" } });
const SHOTS = process.env.SCREENSHOT_DIR;
const PDF = path.resolve("tests/fixtures/print/edition-40.pdf");
/** Each piece and the page it starts on, in page order. */
const PIECES = [
  ["Budget talks stall again", 2],
  ["A quokka on the quad", 3],
  ["Homecoming court named", 5],
  ["The library stays open late", 12],
  ["Review: the fall play", 24],
  ["Birders count the grouse", 37],
] as const;
const TITLES = PIECES.map(([title]) => title);

async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

describe("print editions", () => {
  let slug = "";

  it("an editor uploads the forty-page PDF, gets its cover, lists six pieces with their pages and publishes", async () => {
    const cookie = await portalSession(site.url, EDITOR);
    for (const title of TITLES) {
      const published = await publishArticle(site.url, cookie, { title });
      if (title === "A quokka on the quad") slug = published.slug;
    }
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
    await form.getByText("Uploaded: edition-40.pdf").waitFor();
    // The cover, made from the first page, is in the picker.
    await form.getByRole("button", { name: "Remove image" }).waitFor();
    await form.getByText("the PDF has 40 pages").waitFor();
    for (const [i, [title, page]] of PIECES.entries()) {
      await form.getByRole("button", { name: "Add a piece" }).click();
      await form.getByLabel(`Piece ${i + 1}`).selectOption({ label: title });
      await form.getByRole("spinbutton", { name: "Page" }).nth(i).fill(String(page));
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

  it("an editor changes the edition's title, compares the two versions in its History and restores the first", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/print`);
    const row = page.getByRole("listitem").filter({ hasText: "Vol. 12, No. 4:" });
    await row.getByRole("button", { name: "Edit “Vol. 12, No. 4”" }).click();
    await row.getByRole("textbox", { name: "Title" }).fill("Homecoming Isue");
    await row.getByRole("button", { name: "Save edition" }).click();
    await expectToast(page, "Edition saved", "Vol. 12, No. 4, “Homecoming Isue” is saved.");
    await row.getByRole("button", { name: "Edit “Vol. 12, No. 4”" }).click();
    await row.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByRole("checkbox", { name: /^Version 1 · Print Editor · .+ · Added$/ }).check();
    await history.getByRole("checkbox", { name: /^Version 2 · Print Editor · .+ · Saved$/ }).check();
    const compared = history.getByRole("region", { name: "Version 1 compared with version 2" });
    await compared.getByText("1 part differs", { exact: false }).waitFor();
    await check(page, "print-history");
    await page.setViewportSize({ width: 1280, height: 900 });
    await history.getByRole("button", { name: "Restore version 1" }).click();
    await page
      .getByRole("dialog", { name: /^Restore version 1\?/ })
      .getByRole("button", { name: "Restore" })
      .click();
    await expectToast(page, "Edition restored", "Vol. 12, No. 4, “Homecoming Issue” is as version 1 had it.");
    await row.getByRole("heading", { name: "Vol. 12, No. 4: Homecoming Issue" }).waitFor();
  });

  it("a reader finds it on /print, opens it, and reads 'In print' on a piece", async () => {
    const page = await site.page({ width: 1280 });
    await page.goto(`${site.url}/print`);
    await page.getByRole("heading", { name: "2026–27", level: 2 }).waitFor();
    await check(page, "print-list");
    await page.getByRole("link", { name: /Homecoming Issue/ }).click();
    await page.getByRole("heading", { name: "Homecoming Issue", level: 1 }).waitFor();
    const contents = page.getByRole("list").filter({ hasText: "Page 2" });
    expect(await contents.getByRole("link").allTextContents()).toEqual(TITLES);
    const pdf = (await page.locator("iframe").getAttribute("src"))!;
    expect(pdf).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.pdf$/);
    const download = page.getByRole("link", { name: /^Download the PDF \(12 kB, 40 pages\)$/ });
    expect(await download.getAttribute("href")).toBe(pdf);
    expect(await page.locator("script[src*='entry.client']").count()).toBe(0);
    await check(page, "print-edition");
    await page.goto(`${site.url}/article/${slug}`);
    await page.getByRole("link", { name: "In print: Vol. 12, No. 4, page 3" }).click();
    await page.waitForURL(`${site.url}/print/12/4`);
  });

  it("site search finds a word only the PDF's page 37 has, with its page", async () => {
    const page = await site.page({ width: 1280 });
    // The text is read by a queued job: it is there within seconds.
    await expect
      .poll(
        async () => {
          await page.goto(`${site.url}/search?q=ptarmigan`);
          return page.getByText("Vol. 12, No. 4, page 37").count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await page.getByRole("link", { name: "Open page 37 of the PDF" }).waitFor();
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

  it("an editor imports past editions several at once, and reads what was imported, what was not and why", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/print`);
    const card = page.locator("#import-editions");
    const pdf = (name: string, fixture: string) => ({
      name,
      mimeType: "application/pdf",
      buffer: fs.readFileSync(`tests/fixtures/print/${fixture}`),
    });
    await card
      .getByLabel("PDFs")
      .setInputFiles([
        pdf("vol13-no1-2026-11-06.pdf", "edition.pdf"),
        pdf("vol13-no2-2026-11-20.pdf", "locked.pdf"),
        pdf("masthead.pdf", "edition.pdf"),
      ]);
    const pattern = card.getByRole("textbox", { name: "File names" });
    // A pattern that reads none of the names: refused before a byte is sent.
    await pattern.fill("vol{volume}-no{number}-{date:DD.MM.YYYY}.pdf");
    await card.getByRole("button", { name: "Import" }).click();
    await card.getByText("matches none of the 3 files you chose", { exact: false }).waitFor();
    await check(page, "print-import-form");
    await page.setViewportSize({ width: 1280, height: 900 });
    await pattern.fill("vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf");
    await card.getByRole("button", { name: "Import" }).click();
    // The queued job reads and stores the PDF: the report is there within seconds.
    await card
      .getByText("1 edition imported as drafts, 0 already there, 1 not matching the pattern, 1 refused.")
      .waitFor({ timeout: 30_000 });
    await card.getByText(`vol13-no2-2026-11-20.pdf: ${MEDIA_FILE_TEXTS.encrypted}`).waitFor();
    await card.getByText("masthead.pdf", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Vol. 13, No. 1: Vol. 13, No. 1" }).waitFor();
    await check(page, "print-import-report");
  });
});
