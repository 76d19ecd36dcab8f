import { launchBrowser, PERSON_USER_AGENT } from "../../tests/helpers/browser.ts";

export type Weight = { bytes: number; requests: number; fonts: number; widgetRequests: number };

/**
 * What a page weighs on a phone (375 px), as Chromium fetched it: the page, then the reader scrolling
 * it to its end (lazy pictures, islands that load when seen), every response's bytes on the wire. With
 * `light`, the browser's data saver asks for the reading mode for slow networks (`Save-Data: on`).
 */
export async function pageWeight(url: string, { light }: { light: boolean }): Promise<Weight> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 700 },
      userAgent: PERSON_USER_AGENT,
      extraHTTPHeaders: light ? { "Save-Data": "on" } : {},
    });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
    await page.goto(url, { waitUntil: "networkidle" });
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    return await page.evaluate(() => {
      const entries = [
        ...performance.getEntriesByType("navigation"),
        ...performance.getEntriesByType("resource"),
      ] as PerformanceResourceTiming[];
      return {
        bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
        requests: entries.length,
        fonts: entries.filter((entry) => entry.name.endsWith(".woff2")).length,
        widgetRequests: entries.filter((entry) => /\/api\/(weather|markets)/.test(entry.name)).length,
      };
    });
  } finally {
    await browser.close();
  }
}
