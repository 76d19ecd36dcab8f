import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { headTags } from "../helpers/head-tags.ts";

/** The live blog journey's parts (tests/e2e/live-blog.test.ts): screenshots, the entries on a page,
 * pictures to upload, and the LiveBlogPosting as search engines read it. */
const SHOTS = process.env.SCREENSHOT_DIR;

export type Ld = Record<string, unknown>;

export async function shot(page: Page, name: string, widths: number[] = [page.viewportSize()!.width]) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  const own = page.viewportSize()!;
  // A full-page picture does not scroll, so lazy images below the window would be blank in it.
  await page.evaluate(() =>
    Promise.all(
      Array.from(document.querySelectorAll("img"), (img) => {
        img.loading = "eager";
        return img.decode().catch(() => {});
      }),
    ),
  );
  for (const width of widths) {
    await page.setViewportSize({ width, height: own.height });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(own);
}

/** The live blog's entries on a reader's page (beneath the article's own <article>), or the desk's. */
export const entries = (page: Page) =>
  page.locator('#live-entries > article, section[aria-labelledby="live-heading"] > div > article');
export const entry = (page: Page, text: string) => entries(page).filter({ hasText: text });

/** A small JPEG of its own colour, made on the spot. */
export const jpeg = (i: number) =>
  sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 40 * i, g: 90, b: 140 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

/** JSON-LD's dates: full ISO 8601 instants. */
const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/** The page's LiveBlogPosting, checked against what schema.org and search engines ask of one: a
 * headline, its dates, coverage times in order, and each update a BlogPosting with its own. */
export function liveBlogPosting(html: string, title: string, count: number, ended: boolean): Ld {
  const ld = headTags(html).jsonLd.find((item) => (item as Ld)["@type"] === "LiveBlogPosting") as Ld;
  expect(ld, "a LiveBlogPosting").toBeDefined();
  expect(ld["@context"]).toBe("https://schema.org");
  expect(ld.headline).toBe(title);
  for (const key of ["datePublished", "dateModified", "coverageStartTime"])
    expect(ld[key], key).toMatch(INSTANT);
  if (ended)
    expect(Date.parse(ld.coverageEndTime as string)).toBeGreaterThanOrEqual(
      Date.parse(ld.coverageStartTime as string),
    );
  else expect(ld.coverageEndTime).toBeUndefined();
  const updates = ld.liveBlogUpdate as Ld[];
  expect(updates).toHaveLength(count);
  for (const update of updates) {
    expect(update).toMatchObject({ "@type": "BlogPosting", author: { "@type": "Person" } });
    expect((update.headline as string).length).toBeGreaterThan(0);
    expect((update.headline as string).length).toBeLessThanOrEqual(110);
    expect(update.datePublished).toMatch(INSTANT);
  }
  expect(new Set(updates.map((u) => u["@id"])).size).toBe(count);
  return ld;
}
