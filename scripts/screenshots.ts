// `npm run screenshots`: full-page screenshots of the main pages at phone and desktop widths, signed out
// and signed in, into screenshots/ (ignored by git). Uses SCREENSHOT_URL when set (signed out only),
// otherwise starts the built server on a temporary data directory with the demo content and an account
// to sign in with.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { createAdminAccount, signInAdmin, type AdminAccount } from "../tests/helpers/admin.ts";
import { launchBrowser, newPage } from "../tests/helpers/browser.ts";
import { startServer } from "../tests/helpers/server.ts";

const OUT = path.resolve("screenshots");
const WIDTHS = [375, 1280];
/** A long name, so that the signed-in header is shown at its widest. */
const ACCOUNT: AdminAccount = {
  username: "screenshots",
  email: "screenshots@example.org",
  password: "screenshots-password-1",
  name: "Ananya Chakraborty",
};

async function pagesToTake(base: string) {
  const home = await (await fetch(base)).text();
  const article = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)?.[1] ?? "/";
  return (
    process.env.SCREENSHOT_PAGES?.split(",") ?? ["/", article, "/politics", "/culture", "/creative"]
  ).map((p) => [p === "/" ? "home" : p.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-"), p] as const);
}

async function takeAll(browser: Browser, base: string, session: string | null) {
  const pages = await pagesToTake(base);
  for (const width of WIDTHS) {
    const { context, page } = await newPage(browser, { width, height: 900 });
    await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
    if (session) {
      const [name, value] = session.split(/=(.*)/s) as [string, string];
      await context.addCookies([{ name, value, url: base }]);
    }
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
      const stem = name.startsWith("article") ? "article" : name;
      const file = path.join(OUT, `${stem}-${width}${session ? "-signed-in" : ""}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}

async function main() {
  const external = process.env.SCREENSHOT_URL;
  const dataDir = external ? null : fs.mkdtempSync(path.join(os.tmpdir(), "borderland-screenshots-"));
  if (dataDir) createAdminAccount(dataDir, ACCOUNT);
  const server = dataDir ? await startServer({ DATA_DIR: dataDir }) : null;
  const base = external ?? server!.url;
  const browser = await launchBrowser();
  fs.mkdirSync(OUT, { recursive: true });
  try {
    await takeAll(browser, base, null);
    if (server) await takeAll(browser, base, await signInAdmin(base, ACCOUNT));
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
