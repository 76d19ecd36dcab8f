import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { confirmPublish, setImageUrl, uploadImage } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

/**
 * Issue 41's long-form journey (decision 0076): a contributor lays out a long-form piece in the editor
 * (its headline over the photo, two chapters, a pull quote, a full-width image and a fact box) and
 * submits it; an editor
 * publishes it; a reader sees its table of contents, drop cap and reading-progress bar, axe clean at 375
 * and 1280 px; and without JavaScript the page is all there, its contents' links going to the chapters.
 */
const ADMIN = staffAccount("adviser", "Meera Adviser");
const WRITER = staffAccount("wren", "Wren Tamang");
const EDITOR = staffAccount("moss", "Moss Gurung");
const TITLE = "The year the river came into the school";
const SLUG = "the-year-the-river-came-into-the-school";
const site = setUpPortal([ADMIN, WRITER, EDITOR], { roles: { wren: "contributor", moss: "editor" } });
/** Set SCREENSHOT_DIR to keep a picture of the reader's page at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;
let href = "";

const toolbar = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Content formatting" }).getByRole("button", { name, exact: true });

async function paragraph(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

async function heading(page: Page, text: string) {
  await page.getByRole("combobox", { name: "Text style" }).selectOption("1");
  await paragraph(page, text);
}

describe("a long-form piece (issue 41)", () => {
  it("a contributor lays it out with a pull quote and a fact box, and submits it", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Layout").selectOption("long-form");
    await page.getByLabel("Headline over the photo").check();
    await uploadImage(page);
    await page.getByRole("textbox", { name: "Content" }).click();
    await paragraph(page, "Nobody at Borderland High expected the water to reach the second floor.");
    await heading(page, "The night of the flood");
    await paragraph(page, "The caretaker saw it first, at two in the morning, from the gate.");
    await toolbar(page, "Pull quote").click();
    await paragraph(page, "We carried the library up the stairs, one shelf at a time.");
    await toolbar(page, "Pull quote").click();
    await toolbar(page, "Image").click();
    const figure = page.getByRole("dialog", { name: "Insert image" });
    await figure.getByRole("button", { name: "Use an image URL instead" }).click();
    await figure.getByLabel("Image URL").fill(`${site.url}/images/default-article.svg`);
    await figure.getByRole("button", { name: "Set image URL" }).click();
    await figure.getByLabel("Caption (optional)").fill("The library's ground floor, a week later");
    await figure.getByLabel("Width").selectOption("full");
    await figure.getByRole("button", { name: "Insert image" }).click();
    await heading(page, "What it cost");
    await toolbar(page, "Fact box").click();
    await paragraph(page, "By the numbers");
    await paragraph(page, "11 days without classes");
    await paragraph(page, "2,400 books dried by hand");
    await toolbar(page, "Fact box").click();
    await page.keyboard.type("The district paid for new floors in March.");
    // The editor's Help says how to use each format (issue 41), axe clean, and gives the text back.
    await toolbar(page, "Help").click();
    const help = page.getByRole("dialog", { name: "Help: writing in the editor" });
    await help.getByRole("heading", { name: "Pull quotes and fact boxes" }).waitFor();
    expect(await axeViolations(page), "the editor's Help").toEqual([]);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/editor-help-1280.png` });
    await help.getByRole("button", { name: "Close" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    href = page.url();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
  });

  it("an editor publishes it, and a reader sees its layout, axe clean at 375 and 1280 px", async () => {
    const desk = await site.page({ width: 1280 });
    await signInQuietly(desk, site.url, EDITOR);
    await desk.goto(href);
    await desk.locator(".ql-editor blockquote.pull-quote").waitFor();
    expect(await desk.getByLabel("Layout").inputValue()).toBe("long-form");
    await desk.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(desk);
    await expectToast(desk, "Article published", "Readers see it now");

    for (const width of [375, 1280]) {
      const reader = await site.page({ width });
      await reader.goto(`${site.url}/article/${SLUG}`);
      await waitForHydration(reader);
      const main = reader.getByRole("main");
      expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe(TITLE);
      const contents = main.getByRole("navigation", { name: "Contents" });
      expect(await contents.getByRole("link").allTextContents()).toEqual([
        "The night of the flood",
        "What it cost",
      ]);
      expect(await contents.getByRole("link").first().getAttribute("href")).toBe(
        "#chapter-the-night-of-the-flood",
      );
      expect(await main.locator("h2#chapter-what-it-cost").count()).toBe(1);
      expect(await main.locator("blockquote.pull-quote").textContent()).toContain("one shelf at a time");
      expect(await main.locator(".fact-box p").allTextContents()).toEqual([
        "By the numbers",
        "11 days without classes",
        "2,400 books dried by hand",
      ]);
      // The full-width image is the window's width.
      const full = main.locator("figure.figure-full");
      expect(await full.locator("figcaption").textContent()).toBe("The library's ground floor, a week later");
      expect(Math.round((await full.boundingBox())!.width)).toBe(width);
      // The drop cap: the text's first letter floats, large.
      const initial = await main
        .locator(".long-form-body > p")
        .first()
        .evaluate((p) => {
          const style = getComputedStyle(p, "::first-letter");
          return { float: style.float, size: Number.parseFloat(style.fontSize) };
        });
      expect(initial.float).toBe("left");
      expect(initial.size).toBeGreaterThan(60);
      // The reading-progress bar follows the page's scroll: empty at the top, full at the end.
      const bar = reader.locator(".reading-progress");
      const scale = () => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
      expect(await scale()).toBeLessThan(0.05);
      if (SHOTS)
        await reader.screenshot({ path: path.join(SHOTS, `long-form-${width}.png`), fullPage: true });
      expect(await axeViolations(reader), `the long-form page at ${width} px`).toEqual([]);
      await reader.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(scale).toBeGreaterThan(0.95);
      // Nothing is wider than the window.
      expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
  });

  it("is all there without JavaScript, its contents' links going to the chapters", async () => {
    const reader = await site.page({ width: 375, javaScriptEnabled: false });
    await reader.goto(`${site.url}/article/${SLUG}`);
    const main = reader.getByRole("main");
    await main
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", { name: "What it cost" })
      .click();
    await reader.waitForURL(/#chapter-what-it-cost$/);
    expect(await main.locator("h2#chapter-what-it-cost").isVisible()).toBe(true);
    expect(await main.locator(".fact-box").isVisible()).toBe(true);
    expect(await main.locator("blockquote.pull-quote").isVisible()).toBe(true);
  });

  it("a creative piece takes the same layouts in its editor, and the creative page's dialog shows them, axe clean", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, ADMIN);
    for (const [title, layout] of [
      ["Two tides", "long-form"],
      ["The salt road", "side-by-side"],
    ] as const) {
      await page.goto(`${site.url}/admin/dashboard/creative/new`);
      await page.getByLabel("Creative Type").selectOption("prose");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Layout").selectOption(layout);
      if (layout === "long-form") await page.getByLabel("Headline over the photo").check();
      await setImageUrl(page, `${site.url}/images/default-article.svg`);
      await page.getByRole("textbox", { name: "Content" }).click();
      for (const tide of ["The first tide", "The second tide"]) {
        await heading(page, tide);
        await paragraph(page, "The river came up the steps and left its salt on every stone of the road.");
      }
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await confirmPublish(page);
      await expectToast(page, "Creative piece created successfully");
    }
    for (const width of [375, 1280]) {
      const reader = await site.page({ width });
      await reader.goto(`${site.url}/creative`);
      await waitForHydration(reader);
      await reader
        .getByRole("link", { name: /Two tides/ })
        .first()
        .click();
      const dialog = reader.getByRole("dialog", { name: "Two tides" });
      const contents = dialog.getByRole("navigation", { name: "Contents" });
      expect(await contents.getByRole("link").allTextContents()).toEqual([
        "The first tide",
        "The second tide",
      ]);
      expect(await dialog.locator("h3#chapter-the-second-tide").count()).toBe(1);
      expect(await dialog.locator(".long-form-titles-over h2").textContent()).toBe("Two tides");
      expect(await axeViolations(reader), `the long-form creative piece at ${width} px`).toEqual([]);
      if (SHOTS) await reader.screenshot({ path: path.join(SHOTS, `creative-long-form-${width}.png`) });
      await reader.keyboard.press("Escape");
      await reader
        .getByRole("link", { name: /The salt road/ })
        .first()
        .click();
      const side = reader.getByRole("dialog", { name: "The salt road" });
      const photo = side.locator(".creative-side-photo");
      const text = side.locator(".prose-body");
      // Wide: the photo beside the text; on a phone, above it.
      const [p, t] = [(await photo.boundingBox())!, (await text.boundingBox())!];
      expect(width === 1280 ? t.x > p.x + p.width - 1 : t.y > p.y + p.height - 1).toBe(true);
      expect(await axeViolations(reader), `the side-by-side creative piece at ${width} px`).toEqual([]);
      if (SHOTS) await reader.screenshot({ path: path.join(SHOTS, `creative-side-by-side-${width}.png`) });
    }
  });
});
