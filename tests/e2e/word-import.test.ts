import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readDocxPackage } from "../../server/modules/imports/package.ts";
import { axeViolations } from "../helpers/browser.ts";
import { zip } from "../helpers/zip.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  type Admin,
  signInQuietly,
} from "./portal-site.ts";

const DESK: Admin = {
  username: "word-desk",
  email: "word-desk@borderland.test",
  password: "front-page-2026",
  name: "Word Desk",
};
const site = setUpPortal([DESK]);
const FIXTURES = path.resolve("tests/fixtures/word");
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const docx = () => ({
  name: "monsoon-drains.docx",
  mimeType: DOCX_TYPE,
  buffer: fs.readFileSync(path.join(FIXTURES, "monsoon-drains.docx")),
});

async function deskPage(pathname: string): Promise<Page> {
  const page = await site.page({ width: 1280 });
  await signInQuietly(page, site.url, DESK);
  await page.goto(`${site.url}${pathname}`);
  return page;
}

/** Records every state the progress bars of `scope` pass through, from now on. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll("[role=progressbar]")) {
        seen.push(`${bar.getAttribute("aria-label")}:${bar.getAttribute("aria-valuenow") ?? ""}`);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

/** The toast with this title and description (earlier toasts may still be on screen). */
const toastSaying = (page: Page, title: string, description: string) =>
  page
    .locator("[data-toast]:visible")
    .filter({ hasText: title })
    .filter({ hasText: description })
    .first()
    .waitFor();

const wordInput = (scope: Locator | Page) => scope.locator('input[type="file"][accept*=".docx"]');

/** The formatting of the fixture, as the editor shows it. */
async function expectFormattedDocument(editor: Locator) {
  await editor.locator("h2", { hasText: "What the students measured" }).waitFor();
  // The document's title is the headline's, not repeated in the body (issue 25).
  expect(await editor.textContent()).not.toContain("Monsoon Rains Put");
  expect(await editor.locator("h3").first().textContent()).toBe("Steps they followed");
  expect(await editor.locator("strong").first().textContent()).toBe(
    "measuring how quickly rainwater left their campuses",
  );
  expect(await editor.locator("u").first().textContent()).toBe("newly widened drains");
  expect(await editor.locator("s").first().textContent()).toBe("provisional");
  expect(await editor.locator('li[data-list="bullet"]').count()).toBe(3);
  expect(await editor.locator('li[data-list="ordered"]').count()).toBe(3);
  expect(await editor.locator("blockquote").first().textContent()).toContain("We expected the old drains");
  expect(await editor.locator("sub").first().textContent()).toBe("2");
  expect(await editor.locator("sup").first().textContent()).toBe("3");
  await expectDrainsTable(editor);
  const photo = editor.locator('img[src^="/uploads/"]');
  await photo.waitFor();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The document's table, still a table: its heading row in <th>, its three rows of three cells. */
async function expectDrainsTable(scope: Locator) {
  const table = scope.locator("table");
  expect(await table.count()).toBe(1);
  expect(await table.locator("th").allTextContents()).toEqual([
    "Site",
    "Peak depth (cm)",
    "Time to clear (min)",
  ]);
  const rows = table.locator("tr:has(td)");
  expect(await rows.count()).toBe(3);
  expect(await rows.first().locator("td").allTextContents()).toEqual(["Market bend", "18", "95"]);
  expect(await rows.last().locator("td").allTextContents()).toEqual(["Bus stand", "11", "45"]);
}

/** The uploads a content's images show, by their stored name (without the rendition's width). */
const uploadsIn = (html: string) =>
  [...html.matchAll(/src="\/uploads\/([A-Za-z0-9_-]+?)(?:-\d+)?\.\w+"/g)].map((m) => m[1]);
/** The first import's, which the second import of the same document must reuse. */
let firstImport: (string | undefined)[] = [];

describe("Word import", () => {
  it("imports the .docx on an article's editor page with progress, shows it formatted with its photo, and updates it", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = randomBytes(3).toString("hex");
    const { slug } = await publishArticle(site.url, cookie, { title: `Drains ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);
    await page.getByRole("link", { name: `Edit “Drains ${tag}”` }).click();
    // The article's editor page (decision 0039).
    const dialog = page.getByRole("main");
    await dialog.getByRole("heading", { name: "Edit Article" }).waitFor();
    await dialog.locator(".ql-editor").waitFor();

    await recordProgress(page);
    await wordInput(dialog).setInputFiles(docx());
    await expectToast(page, "Document imported", "The content has been replaced with monsoon-drains.docx");
    const seen = await progressSeen(page);
    expect(
      seen.some((s) => s.startsWith("Upload progress:") || s.startsWith("Converting the document:")),
    ).toBe(true);
    await expectFormattedDocument(dialog.locator(".ql-editor"));
    // The headline was not empty: it stays.
    expect(await dialog.getByLabel("Title").inputValue()).toBe(`Drains ${tag}`);
    const content = await dialog.locator('input[name="content"]').inputValue();
    expect(content).not.toContain("data:");
    // Stored without the editor's marks on the table.
    expect(content).toContain("<table><tbody><tr><th>Site</th>");
    firstImport = uploadsIn(content);
    expect(firstImport).toHaveLength(1);

    await dialog.getByRole("button", { name: "Update", exact: true }).click();
    await expectToast(page, "Article updated", "Your article has been successfully updated");

    const reader = await site.page({ width: 1280 });
    await reader.goto(`${site.url}/article/${slug}`);
    const article = reader.locator("article").first();
    await article.locator("u", { hasText: "newly widened drains" }).waitFor();
    expect(await article.locator("u", { hasText: "newly widened drains" }).count()).toBe(1);
    expect(await article.locator("blockquote").count()).toBeGreaterThan(0);
    expect(await article.textContent()).toContain("আমাদের স্কুলের পত্রিকা");
    expect(await article.textContent()).toContain("ကျောင်းသတင်းစာ");
    await expectDrainsTable(article.locator("#article-body"));
    const photo = article.locator('img[src^="/uploads/"]');
    // Lazy: loaded as the reader scrolls near it (the page is laid out differently since issue 25).
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // No description in the document: an empty alt, which the portal flags, not a placeholder (issue 25).
    expect(await photo.getAttribute("alt")).toBe("");
    // Responsive (decision 0020): its WebP widths, its size, and AVIF where the browser takes it.
    expect(await photo.getAttribute("srcset")).toMatch(/^\/uploads\/\S+-480\.webp 480w, /);
    expect(Number(await photo.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(await photo.getAttribute("height"))).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

    // On a phone the table stays within the page, scrolls sideways if it must (a keyboard can focus it
    // to scroll it), and the page passes axe with it.
    await reader.setViewportSize({ width: 375, height: 900 });
    expect(await article.locator("table").getAttribute("tabindex")).toBe("0");
    await article.locator("table").scrollIntoViewIfNeeded();
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(reader), "the article with a table at 375 px").toEqual([]);
  });

  it("fills an empty title in Create New Article, says what was not imported, and refuses a .doc and other files without touching the content", async () => {
    const page = await deskPage("/admin/dashboard/articles/new");
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.waitFor();
    await editor.click();
    await page.keyboard.type("Words typed before.");

    await wordInput(page).setInputFiles({
      name: "monsoon-drains.doc",
      mimeType: "application/msword",
      buffer: fs.readFileSync(path.join(FIXTURES, "monsoon-drains.doc")),
    });
    await toastSaying(page, "Upload failed", "save it as a Word Document (.docx) and upload that");
    await wordInput(page).setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("notes"),
    });
    await toastSaying(page, "Invalid file type", "Please upload a Word document (.docx or .doc)");
    await wordInput(page).setInputFiles({
      name: "archive.docx",
      mimeType: DOCX_TYPE,
      buffer: Buffer.from("PK\u0003\u0004 broken"),
    });
    await toastSaying(page, "Upload failed", "Failed to process the document");
    expect(await editor.textContent()).toBe("Words typed before.");

    await wordInput(page).setInputFiles(docx());
    await toastSaying(page, "Document imported", "monsoon-drains.docx");
    await expectFormattedDocument(editor);
    // The same document's photo again: the library's copy, not a second one (a content hash, issue 25).
    expect(uploadsIn(await page.locator('input[name="content"]').inputValue())).toEqual(firstImport);
    expect(await page.getByLabel("Title").inputValue()).toBe(
      "Monsoon Rains Put the Town's New Drains to the Test",
    );
    expect(await page.getByLabel("Slug").inputValue()).toBe(
      "monsoon-rains-put-the-town-s-new-drains-to-the-test",
    );
    expect(await editor.textContent()).not.toContain("Words typed before.");

    // A document with comments: said in the toast and beside the upload until the next import.
    const parts = await readDocxPackage(path.join(FIXTURES, "monsoon-drains.docx"));
    const comment = (id: number) =>
      `<w:comment w:id="${id}"><w:p><w:r><w:t>Check ${id}</w:t></w:r></w:p></w:comment>`;
    parts.set(
      "word/comments.xml",
      Buffer.from(
        `<w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${comment(1)}${comment(2)}</w:comments>`,
      ),
    );
    await wordInput(page).setInputFiles({
      name: "with-comments.docx",
      mimeType: DOCX_TYPE,
      buffer: zip([...parts].map(([name, data]) => ({ name, data }))),
    });
    await toastSaying(page, "Document imported", "2 comments were not imported.");
    await page.getByText("2 comments were not imported.", { exact: true }).last().waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `Create New Article after an import at ${width} px`).toEqual([]);
    }
  });

  it("answers POST /admin/imports over HTTP: 413 at the edge for 30 MB, 401 without a session, 405 for GET", async () => {
    const cookie = await portalSession(site.url, DESK);
    const send = (file: Blob, headers: Record<string, string> = {}) => {
      const body = new FormData();
      body.set("file", file, "report.docx");
      return fetch(`${site.url}/admin/imports`, {
        method: "POST",
        headers: { Origin: site.url, ...headers },
        body,
      });
    };
    const huge = await send(new Blob([Buffer.alloc(30 * 1024 * 1024)], { type: DOCX_TYPE }), {
      Cookie: cookie,
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      ok: false,
      title: "File too large",
      error: "Please upload a Word document smaller than 20MB",
    });
    const anonymous = await send(new Blob([docx().buffer], { type: DOCX_TYPE }));
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).title).toBe("Authentication required");
    expect((await fetch(`${site.url}/admin/imports`)).status).toBe(405);
  });
});
