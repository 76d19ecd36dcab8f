import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setUpPortal, type Admin, signInQuietly } from "./portal-site.ts";

const DESK: Admin = {
  username: "paste-desk",
  email: "paste-desk@borderland.test",
  password: "front-page-2026",
  name: "Paste Desk",
};
const site = setUpPortal([DESK]);
const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures/paste", name), "utf8");

/** A fresh Create New Article form, its editor focused. */
async function emptyEditor(): Promise<Page> {
  const page = await site.page({ width: 1280 });
  await signInQuietly(page, site.url, DESK);
  await page.goto(`${site.url}/admin/dashboard/articles/new`);
  await page.getByRole("textbox", { name: "Content" }).click();
  return page;
}

/** What a browser does when the writer presses Ctrl+V with this clipboard. */
async function paste(page: Page, html: string) {
  await page.evaluate((clipboard) => {
    const data = new DataTransfer();
    data.setData("text/html", clipboard);
    data.setData("text/plain", clipboard.replace(/<[^>]*>/g, ""));
    document
      .querySelector(".ql-editor")!
      .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

const content = (page: Page) => page.locator('input[name="content"]').inputValue();

function expectNothingForeign(html: string) {
  expect(html).not.toMatch(/style=|font-family|<span|<o:p|Mso|lang=|<!--|docs-internal|<b[\s>]|<font/i);
  expect(html.match(/class="([^"]*)"/g) ?? []).toEqual([]);
  expect(html).not.toMatch(/(<p><br><\/p>|<p>\s*<\/p>)$/);
}

describe("pasting into the editor", () => {
  it("keeps Google Docs' structure and emphasis, and none of its fonts, sizes, colours or wrapper", async () => {
    const page = await emptyEditor();
    await paste(page, fixture("google-docs.html"));
    await expect.poll(() => content(page)).toContain("Hostel curfew");
    const html = await content(page);
    expect(html).toContain("<h1>Hostel curfew rolled back after student petition</h1>");
    expect(html).toContain("<h2>What the new rules say</h2>");
    // Only what the writer made bold is bold: the wrapper <b> is not.
    expect(html.match(/<strong>[^<]*<\/strong>/g)).toEqual(["<strong>412 signatures</strong>"]);
    expect(html).toContain("<em>quietly withdrew</em>");
    expect(html).toContain("<u>“we only asked to be treated like the boys’ hostel.”</u>");
    expect(html).toMatch(
      /<ul><li>Gates close at 9 p\.m\. on weekdays<\/li><li>Late entry with a register signature until 10 p\.m\.<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<ol><li>Petition handed in on Monday<\/li><li>Meeting with the warden on Wednesday<\/li><\/ol>/,
    );
    expect(html).toMatch(
      /<a href="https:\/\/college\.example\.edu\/notices\/hostel-2026"[^>]*>college notice board<\/a>/,
    );
    expect(html).toContain("ছাত্রীনিবাসের নিয়ম বদলেছে");
    // Google's `<br>` between blocks is no empty paragraph.
    expect(html).not.toContain("<p><br></p>");
    expect(html).toContain("curfew on Friday.</p><h2>What the new rules say</h2>");
    expectNothingForeign(html);
  });

  it("keeps Word's lists as real lists and its quotation as a block quotation, and drops its markup", async () => {
    const page = await emptyEditor();
    await paste(page, fixture("word-windows.html"));
    await expect.poll(() => content(page)).toContain("Ferry workers");
    const html = await content(page);
    expect(html).toContain("<h1>Ferry workers strike for a second day at Fancy Bazar ghat</h1>");
    expect(html).toContain("<strong>written contracts</strong>");
    expect(html).toContain("<em>life jackets for every crossing</em>");
    expect(html).toContain("<u>illegal</u>");
    expect(html).toMatch(
      /<ul><li>Written contracts for the 64 boatmen<\/li><li>A life jacket for every seat<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<ol><li>Talks with the district commissioner on Thursday<\/li><li>A decision on fares by the end of the month<\/li><\/ol>/,
    );
    expect(html).not.toMatch(/·|>1\.|>2\./);
    expect(html).toContain(
      "<blockquote>“We carry schoolchildren every morning. We want the same safety we are asked to give.”</blockquote>",
    );
    expect(html).toMatch(
      /<a href="https:\/\/union\.example\.org\/statements\/ferry-strike"[^>]*>its website<\/a>/,
    );
    expect(html).toContain("O<sub>2</sub>");
    expect(html).toContain("10<sup>3</sup>");
    expect(html).toContain("नाविकों की हड़ताल जारी है");
    expectNothingForeign(html);
  });

  it("uploads an image pasted as a data URL and refers to the upload", async () => {
    const page = await emptyEditor();
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#1d4e89" } })
      .png()
      .toBuffer();
    await paste(
      page,
      `<p>The ghat at dawn</p><img src="data:image/png;base64,${png.toString("base64")}" alt="Boats at the ghat">`,
    );
    await expect.poll(() => content(page), { timeout: 15_000 }).toMatch(/<img src="\/uploads\/[^"]+\.webp"/);
    const html = await content(page);
    expect(html).not.toContain("data:");
    expect(html).toContain('alt="Boats at the ghat"');
    const src = /<img src="([^"]+)"/.exec(html)![1]!;
    const stored = await fetch(`${site.url}${src}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("image/webp");
  });
});
