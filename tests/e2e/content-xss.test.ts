import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { actor } from "../helpers/factories.ts";
import { launchBrowser } from "../helpers/browser.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { payloads } from "../fixtures/xss-payloads.ts";

/** Every payload stored through the portal's own functions, as an article and as a poem, then read in
 * Chromium with the Content-Security-Policy bypassed, so that only the sanitizer stands between the
 * payloads and the reader: no dialog opens, no marker is logged, nothing asks for the marker host. */
const MARKER = "http://xss-marker.invalid";
const JS = `console.log('XSS-RAN');fetch('${MARKER}/ran');alert(1)`;
const body = payloads(JS, MARKER)
  .map(({ name, html }) => `<p>Payload: ${name}</p>${html}`)
  .join("");

let server: RunningServer;
let browser: Browser;
let slug: string;
const dataDir = newDataDir("borderland-xss-", "migrated");

beforeAll(async () => {
  const database = await openPglite(path.join(dataDir, "db"));
  await database.migrate();
  const admin = actor("admin");
  const article = await publishForm(database.db, admin, "article", {
    title: "Every payload we know",
    content: `${body}<p>End of the payloads.</p>`,
    author: "Test Reporter",
    imageUrl: "/images/default-article.svg",
    tags: "<img src=x onerror=alert(1)>, <script>alert(1)</script>",
  });
  slug = article.slug;
  await publishForm(database.db, admin, "creative", {
    title: "A poem of payloads",
    content: `${body}<p>End of the poem.</p>`,
    author: "Test Poet",
    imageUrl: "/images/default-creative.svg",
  });
  await database.close();
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Watch = { context: BrowserContext; page: Page; ran: string[] };

/** A page whose CSP is bypassed, recording every sign of a payload running. */
async function watchedPage(): Promise<Watch> {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: "reduce" });
  await context.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  const page = await context.newPage();
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.text().includes("XSS-RAN")) ran.push(`console: ${message.text()}`);
  });
  context.on("request", (request) => {
    if (request.url().startsWith(MARKER)) ran.push(`request: ${request.url()}`);
  });
  return { context, page, ran };
}

/** Moves the pointer over, and focuses, every element of the content, for handlers that wait for a
 * reader; then gives timers and image errors a moment. */
async function touchEverything(page: Page, selector: string) {
  const elements = page.locator(`${selector} *`);
  const count = await elements.count();
  expect(count).toBeGreaterThan(40);
  for (let i = 0; i < count; i++) {
    const element = elements.nth(i);
    if (await element.isVisible()) await element.hover({ timeout: 1000, force: true }).catch(() => {});
  }
  await page.waitForTimeout(1000);
}

it("runs none of the payloads on the public article page", async () => {
  const { context, page, ran } = await watchedPage();
  const response = await page.goto(`${server.url}/article/${slug}`, { waitUntil: "load" });
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.getByText("End of the payloads.").isVisible()).toBe(true);
  await expect.poll(() => page.getByText("Payload: iframe srcdoc").isVisible()).toBe(true);
  await expect.poll(() => page.getByRole("list", { name: "Tags" }).innerText()).toContain("#<img src=x");
  await touchEverything(page, "#article-body");
  expect(ran).toEqual([]);
  await context.close();
});

it("runs none of the payloads in the creative page's dialog", async () => {
  const { context, page, ran } = await watchedPage();
  await page.goto(`${server.url}/creative`, { waitUntil: "load" });
  await page.getByRole("link", { name: "A poem of payloads" }).click();
  const dialog = page.getByRole("dialog", { name: "A poem of payloads" });
  await expect.poll(() => dialog.getByText("End of the poem.").isVisible()).toBe(true);
  await touchEverything(page, "dialog[open] .prose-body");
  expect(ran).toEqual([]);
  await context.close();
});

it("would have seen a payload that ran (the watch itself works)", async () => {
  const { context, page, ran } = await watchedPage();
  await page.goto(`${server.url}/article/${slug}`, { waitUntil: "load" });
  await page.evaluate((js) => {
    const img = document.createElement("img");
    img.setAttribute("onerror", js);
    img.src = "/no-such-image.png";
    document.body.append(img);
  }, JS);
  await expect.poll(() => ran.length).toBe(3);
  expect(ran.map((r) => r.split(":")[0]).sort()).toEqual(["console", "dialog", "request"]);
  await context.close();
});
