import type { Page } from "playwright-core";
import { expect } from "vitest";

/** What tests/e2e/responsive-images.test.ts reads of the images on a public page, and its rules. */

export type Shown = {
  src: string;
  currentSrc: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  srcset: string | null;
  avif: boolean;
  loading: string | null;
  fetchPriority: string | null;
  decorative: boolean;
  belowFold: boolean;
};

/** Every image in the page's main content, as loaded (before any scrolling). */
export async function imagesOf(page: Page, url: string): Promise<Shown[]> {
  await page.goto(url, { waitUntil: "load" });
  return page.$$eval("main img", (images) =>
    images.map((img) => {
      const image = img as HTMLImageElement;
      return {
        src: image.getAttribute("src") ?? "",
        currentSrc: image.currentSrc,
        alt: image.getAttribute("alt"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        srcset: image.getAttribute("srcset"),
        avif: image.parentElement?.querySelector('source[type="image/avif"]') != null,
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        // A card's picture: the card's linked heading says what it shows.
        decorative: image.closest("article")?.querySelector("h2 a, h3 a, h4 a") != null,
        belowFold: image.getBoundingClientRect().top > window.innerHeight,
      };
    }),
  );
}

/** The rules of every content image (issue 10, acceptance 4). SVG illustrations are vector images,
 * sharp at any width: they need their size and alt text, but a srcset would be pointless. */
export function expectWellFormed(images: Shown[], where: string) {
  expect(images.length, where).toBeGreaterThan(0);
  for (const image of images) {
    const what = `${where}: ${image.src}`;
    expect(Number(image.width), what).toBeGreaterThan(0);
    expect(Number(image.height), what).toBeGreaterThan(0);
    expect(image.alt, what).not.toBeNull();
    if (!image.decorative) expect(image.alt, what).not.toBe("");
    if (image.src.endsWith(".svg")) continue;
    expect(image.srcset, what).toMatch(/^\S+ \d+w(, \S+ \d+w)*$/);
    expect(image.avif, what).toBe(true);
  }
}

/** Only the lead picture is fetched first (eager, high priority); everything below the fold is lazy. */
export function expectOneLead(images: Shown[], where: string, lead: string | null) {
  const eager = images.filter((i) => i.loading !== "lazy");
  const high = images.filter((i) => i.fetchPriority === "high");
  expect(
    eager.map((i) => i.src),
    where,
  ).toEqual(lead ? [lead] : []);
  expect(high).toEqual(eager);
  for (const image of images.filter((i) => i.belowFold)) expect(image.loading, where).toBe("lazy");
}
