// `npm run screenshots`: full-page screenshots of the main pages at phone and desktop widths, into
// screenshots/ (ignored by git). Uses SCREENSHOT_URL when set, otherwise starts the built server on a
// temporary data directory with the demo content.
import fs from "node:fs";
import path from "node:path";
import { launchBrowser, newPage } from "../tests/helpers/browser.ts";
import { startServer } from "../tests/helpers/server.ts";

const OUT = path.resolve("screenshots");
const WIDTHS = [375, 1280];

async function main() {
  const server = process.env.SCREENSHOT_URL ? null : await startServer();
  const base = process.env.SCREENSHOT_URL ?? server!.url;
  const browser = await launchBrowser();
  fs.mkdirSync(OUT, { recursive: true });
  try {
    const home = await (await fetch(base)).text();
    const article = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)?.[1] ?? "/";
    const pages = (
      process.env.SCREENSHOT_PAGES?.split(",") ?? ["/", article, "/politics", "/culture", "/creative"]
    ).map((p) => [p === "/" ? "home" : p.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-"), p] as const);
    for (const width of WIDTHS) {
      const { context, page } = await newPage(browser, { width, height: 900 });
      await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
      for (const [name, url] of pages) {
        await page.goto(`${base}${url}`, { waitUntil: "networkidle" });
        // Scroll through once so that lazy images load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
          await new Promise((r) => setTimeout(r, 400));
        });
        const file = path.join(OUT, `${name.startsWith("article") ? "article" : name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

await main();
