import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite();

/** The address of the home page's first link that `selector` finds. */
async function firstLink(page: Page, selector: string): Promise<string> {
  await page.goto(site.url, { waitUntil: "networkidle" });
  return (await page.locator(selector).first().getAttribute("href"))!;
}

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => c / 255);
    const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const [hi, lo] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("the breaking-news page", () => {
  it("has a way back to the home page and the latest stories beneath the item", async () => {
    const page = await site.page({ width: 375 });
    const href = await firstLink(page, 'main a[href^="/article/breaking-news-"]');
    await page.goto(`${site.url}${href}`, { waitUntil: "networkidle" });
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    const latest = main.getByRole("region", { name: "Latest News" });
    expect(await latest.getByRole("article").count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });
});

describe("a short page at 1280 px", () => {
  for (const path of ["/unsubscribe", "/no-such-page"])
    it(`${path}: the footer ends at the bottom of the window, no blank strip below it`, async () => {
      const page = await site.page({ width: 1280, height: 1400 });
      await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
      const footerBottom = await page
        .getByRole("contentinfo")
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.round(footerBottom)).toBe(pageHeight);
      expect(pageHeight).toBe(1400);
      await page.context().close();
    });
});

describe("the article page's comment form, signed out", () => {
  it("shows the disabled Send button in a neutral grey, its text readable", async () => {
    const page = await site.page();
    const href = await firstLink(page, 'main article a[href^="/article/"]');
    await page.goto(`${site.url}${href}`, { waitUntil: "networkidle" });
    const send = page.getByRole("region", { name: "Comments" }).getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    const { color, background, opacity } = await send.evaluate((el) => {
      const style = getComputedStyle(el);
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
    // Not the accent red (#a4161a) of the site's errors, nor a faded version of it.
    expect(background).not.toBe("rgb(164, 22, 26)");
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(40);
    expect(opacity).toBe("1");
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe("a category page's search field", () => {
  for (const [width, textPercent] of [
    [320, 100],
    [375, 100],
    [375, 200],
    [1280, 200],
  ] as const)
    it(`shows its words uncut at ${width} px with the text at ${textPercent} per cent`, async () => {
      const page = await site.page({ width, height: 800 });
      for (const path of ["/entertainment", "/culture"]) {
        await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
        await page.addStyleTag({ content: `html { font-size: ${textPercent}% !important; }` });
        const shown = await page.locator("#category-search").evaluate((input: HTMLInputElement) => {
          const label = document.querySelector<HTMLElement>('label[for="category-search"]')!;
          const placeholder = getComputedStyle(input, "::placeholder").color;
          const placeholderShown = !/rgba\(.*, 0\)$/.test(placeholder) && placeholder !== "transparent";
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = style.font;
          const room =
            input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return {
            placeholderShown,
            placeholderFits: context.measureText(input.placeholder).width <= room,
            labelShown: label.clientWidth > 1 && label.scrollWidth <= label.clientWidth,
          };
        });
        // Either the placeholder fits, or it steps aside and the label above says the same in full.
        expect(
          shown.placeholderShown ? shown.placeholderFits : shown.labelShown,
          `${path}: ${JSON.stringify(shown)}`,
        ).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
});
