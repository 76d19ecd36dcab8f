import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  BUSINESS_COLUMN,
  CULTURE_BOX,
  LATEST_NEWS,
  OPINION_COLUMN,
  POLITICS_COLUMN,
  TOP_STORIES,
} from "#shared/constants.ts";
import { signIn, signUpAndVerify } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite({ smtp: true });

/** The most empty space a column may leave beside its neighbour at 1280 px (it was 430 and 500). */
const BALANCED_PX = 100;

/** The home page as the server sent it: a browser that runs none of its scripts. */
async function serverHome(): Promise<Page> {
  const page = await site.page({ javaScriptEnabled: false });
  await page.goto(site.url);
  return page;
}

/** The article links of `selector`, outside the sidebar when `outsideSidebar`. */
const articleLinks = (page: Page, selector: string, outsideSidebar = false) =>
  page
    .locator(`${selector} a[href^="/article/"]`)
    .evaluateAll(
      (links, outside) =>
        links
          .filter((link) => !outside || !link.closest("aside[aria-label='Sidebar']"))
          .map((link) => link.getAttribute("href")!),
      outsideSidebar,
    );

describe("the home page's server HTML", () => {
  it("links each article once in the main column, with SPEC.md's count in each section", async () => {
    const page = await serverHome();
    const main = await articleLinks(page, "main", true);
    // The stories, and the breaking-news item the ticker shows.
    const stories = main.filter((href) => !href.startsWith("/article/breaking-news-"));
    expect(stories).toHaveLength(
      1 + TOP_STORIES + POLITICS_COLUMN + BUSINESS_COLUMN + OPINION_COLUMN + CULTURE_BOX,
    );
    expect(main.filter((href, i) => main.indexOf(href) !== i)).toEqual([]);
    for (const [region, count] of [
      ["Featured story", 1],
      ["Top Stories", TOP_STORIES],
      ["Politics", POLITICS_COLUMN],
      ["Business", BUSINESS_COLUMN],
      ["Opinion", OPINION_COLUMN],
      ["Culture", CULTURE_BOX],
    ] as const)
      expect(
        await page.getByRole("region", { name: region, exact: true }).getByRole("article").count(),
        region,
      ).toBe(count);
    await page.context().close();
  });

  it("lists in the sidebar's Latest News only stories below the fold, never the featured one", async () => {
    const page = await serverHome();
    const [featured] = await articleLinks(page, "[aria-labelledby='featured-heading']");
    const sidebar = await articleLinks(page, "aside[aria-label='Sidebar']");
    expect(sidebar).toHaveLength(LATEST_NEWS);
    expect(sidebar).not.toContain(featured);
    await page.context().close();
  });

  it("fetches the lead story's picture first and the others lazily", async () => {
    const page = await serverHome();
    const lead = page.locator("[aria-labelledby='featured-heading'] img");
    expect(await lead.getAttribute("fetchpriority")).toBe("high");
    expect(await lead.getAttribute("loading")).toBe("eager");
    const others = page.locator("main img:not([aria-labelledby='featured-heading'] img)");
    expect(await others.count()).toBeGreaterThan(3);
    expect(new Set(await others.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading"))))).toEqual(
      new Set(["lazy"]),
    );
    await page.context().close();
  });
});

/** How far the bottoms of two elements' contents are apart. */
async function gap(page: Page, first: string, second: string) {
  const bottom = (selector: string) =>
    page.locator(selector).evaluate((el) => el.getBoundingClientRect().bottom);
  return Math.abs((await bottom(first)) - (await bottom(second)));
}

describe("the home page's columns at 1280 px", () => {
  it("end together: the featured story beside the sidebar, Politics beside Business", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    await page.goto(site.url, { waitUntil: "networkidle" });
    expect(await gap(page, "[aria-labelledby='featured-heading']", "aside > :last-child")).toBeLessThan(
      BALANCED_PX,
    );
    expect(
      await gap(page, "[aria-labelledby='politics-heading'] ul", "[aria-labelledby='business-heading'] ul"),
    ).toBeLessThan(BALANCED_PX);
    // The widgets are in a row of their own, under both columns.
    const widgetsTop = await page
      .getByRole("region", { name: "Weather" })
      .evaluate((el) => el.getBoundingClientRect().top);
    const asideBottom = await page.locator("aside").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(widgetsTop).toBeGreaterThan(asideBottom);
    await page.context().close();
  });
});

/** What of the header breaks its single row: controls on another line, text cut, or wider than the page. */
async function headerFaults(page: Page): Promise<string[]> {
  const banner = page.getByRole("banner");
  const row = [
    banner.getByRole("link", { name: /, home$/ }),
    banner.getByRole("button", { name: /^Sign (In|Out)$/ }),
    ...((page.viewportSize()?.width ?? 0) < 768 ? [banner.getByText("Menu")] : []),
  ];
  const boxes = await Promise.all(
    row.map((item) => item.evaluate((el) => (el.closest("summary") ?? el).getBoundingClientRect().toJSON())),
  );
  const faults: string[] = [];
  const lowestTop = Math.max(...boxes.map((b: DOMRect) => b.top));
  const highestBottom = Math.min(...boxes.map((b: DOMRect) => b.bottom));
  if (lowestTop >= highestBottom) faults.push(`the masthead, account and menu are on more than one row`);
  const [date, tagline] = await Promise.all(
    [/\d{4}$/, /student run news agency/i].map((text) =>
      banner
        .locator("span:visible")
        .filter({ hasText: text })
        .last()
        .evaluate((el) => el.getBoundingClientRect().toJSON()),
    ),
  );
  if (date.top >= tagline.bottom || tagline.top >= date.bottom)
    faults.push("the date and the tagline are on different rows");
  faults.push(
    ...(await banner.evaluate((header) =>
      [header, ...header.querySelectorAll("*")]
        // Shown (not in the closed menu), wider than a screen reader's 1 px text, and its content wider still.
        .filter((el) => el.checkVisibility() && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `cut: ${el.tagName} ${el.textContent?.trim().slice(0, 40)}`)
        .concat(header.getBoundingClientRect().right > window.innerWidth ? ["wider than the page"] : []),
    )),
  );
  return faults;
}

const headerHeight = (page: Page) =>
  page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().height);

/** Home, an article and a category page. */
async function headerPages() {
  const home = await (await fetch(site.url)).text();
  const article = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)![1]!;
  return ["/", article, "/politics"];
}

describe("the header", () => {
  const reader = {
    name: "Ananya Chakraborty-Lyngdoh",
    email: "header.reader@example.org",
    password: "header-reader-1",
  };

  it("keeps one row, with nothing cut, on home, an article and a category page signed out at 375 and 1280 px", async () => {
    for (const width of [375, 1280]) {
      const page = await site.page({ width, height: 800 });
      for (const path of await headerPages()) {
        await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
        expect(await headerFaults(page), `${path} at ${width} px`).toEqual([]);
      }
      await page.context().close();
    }
  });

  it("keeps its top strip to one line at 320 px, the tagline shown", async () => {
    const page = await site.page({ width: 320, height: 700 });
    await page.goto(`${site.url}/politics`, { waitUntil: "networkidle" });
    const tagline = page
      .getByRole("banner")
      .locator("span:visible")
      .filter({ hasText: /student run news agency/i });
    const { lines, stripHeight, height } = await tagline.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        lines: box.height / Number.parseFloat(getComputedStyle(el).lineHeight),
        stripHeight: el.parentElement!.getBoundingClientRect().height,
        height: box.height,
      };
    });
    expect(lines).toBeLessThan(1.5);
    // The strip holds that one line and its padding, no second row of the date.
    expect(stripHeight).toBeLessThan(height * 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.context().close();
  });

  it("keeps its height when a reader signs in at 375 px, and one row signed in at 375 and 1280 px", async () => {
    const signUp = await site.page({ width: 375, height: 800 });
    await signUpAndVerify(signUp, site.smtp, site.url, reader);
    await signUp.getByRole("banner").getByRole("button", { name: "Sign Out" }).waitFor();
    await signUp.context().close();

    const page = await site.page({ width: 375, height: 800 });
    await page.goto(site.url, { waitUntil: "networkidle" });
    const signedOut = await headerHeight(page);
    await signIn(page, reader);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).waitFor();
    expect(await headerHeight(page)).toBe(signedOut);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of await headerPages()) {
        await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
        expect(await headerFaults(page), `${path} at ${width} px, signed in`).toEqual([]);
      }
    }
    await page.context().close();
  });
});
