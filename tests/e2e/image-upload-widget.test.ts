import { fileURLToPath } from "node:url";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, signInAdmin } from "../helpers/admin.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { phoneJpeg, photo } from "../helpers/images.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

const ADMIN = {
  username: "layout-desk",
  email: "layout@borderlandtimes.example",
  password: "pasteup-2026",
  name: "Layout Desk",
};
const DEMO_PATH = "/__image-upload-demo";
let server: RunningServer;
let browser: Browser;
let dataDir: string;
let session: string;
let demoHtml: string;
let pngFile: string;

/** The widget bundled with React (esbuild) into a page that only this test's browser sees, on the
 * server's origin so that it posts to the real endpoint with the admin's cookie. */
async function demoPage(): Promise<string> {
  const bundle = await build({
    entryPoints: ["tests/e2e/harness/image-upload-demo.tsx"],
    bundle: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    alias: { "~": "./app" },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const assets = path.join("build", "client", "assets");
  const styles = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .map((name) => fs.readFileSync(path.join(assets, name), "utf8"));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Image upload demo</title>
<style>${styles.join("\n")}</style>
</head><body><div id="root"></div><script type="module">${bundle.outputFiles[0]!.text.replaceAll("</script", "<\\/script")}</script></body></html>`;
}

async function openDemo(width = 1280): Promise<Page> {
  const { context, page } = await newPage(browser, { width });
  const [name, value] = session.split("=") as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);
  await context.route(`${server.url}${DEMO_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: demoHtml }),
  );
  await page.goto(`${server.url}${DEMO_PATH}`);
  await page.getByText("Choose an image").waitFor();
  return page;
}

const toast = (page: Page, title: string) => page.locator("[data-toast]", { hasText: title });
const hiddenValue = (page: Page) => page.locator('input[type="hidden"][name="imageUrl"]').inputValue();

beforeAll(async () => {
  dataDir = newDataDir("borderland-widget-", "migrated");
  createAdminAccount(dataDir, ADMIN);
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
  session = await signInAdmin(server.url, ADMIN);
  browser = await launchBrowser();
  demoHtml = await demoPage();
  pngFile = path.join(dataDir, "harbour.png");
  fs.writeFileSync(pngFile, await photo(1200, 800, "png"));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the image upload widget", () => {
  it("uploads a chosen file, previews it, carries its URL in the form and removes it", async () => {
    const page = await openDemo();
    await page.getByLabel("Choose an image").setInputFiles(pngFile);
    await toast(page, "Image uploaded").waitFor();
    await expect(toast(page, "Image uploaded").textContent()).resolves.toContain(
      "Your image has been uploaded successfully",
    );
    const url = await hiddenValue(page);
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+-1200\.webp$/);
    const preview = page.getByRole("img", { name: "Preview of the chosen image" });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Remove image");

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByTestId("posted").textContent()).resolves.toBe(url);

    await page.getByRole("button", { name: "Remove image" }).click();
    expect(await hiddenValue(page)).toBe("");
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement)?.type))
      .toBe("file");
    await page.context().close();
  });

  it("highlights while a file is dragged over it and uploads a dropped file", async () => {
    const page = await openDemo();
    const base64 = fs.readFileSync(pngFile).toString("base64");
    const transfer = await page.evaluateHandle((data) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
      return dt;
    }, base64);
    const zone = page.locator("[data-dragging], fieldset div").filter({ hasText: "Drag and drop" }).first();
    await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
    await page.getByText("Drop the image to upload it").waitFor();
    expect(await page.locator("[data-dragging]").count()).toBe(1);
    await page.locator("[data-dragging]").dispatchEvent("drop", { dataTransfer: transfer });
    await toast(page, "Image uploaded").waitFor();
    expect(await page.locator("[data-dragging]").count()).toBe(0);
    expect(await hiddenValue(page)).toMatch(/^\/uploads\//);
    await page.context().close();
  });

  it("checks type and size in the browser before sending anything", async () => {
    const page = await openDemo();
    let posts = 0;
    page.on("request", (r) => void (r.url().endsWith("/admin/uploads") && posts++));
    const input = page.getByLabel("Choose an image");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await toast(page, "Invalid file type").waitFor();
    expect(await toast(page, "Invalid file type").textContent()).toContain("Please upload an image file");
    // A file on disk (sparse: no bytes written), which Chromium reads itself: a buffer of its size would
    // cross the DevTools protocol in base64.
    const huge = path.join(dataDir, "huge.png");
    fs.writeFileSync(huge, "");
    fs.truncateSync(huge, 25 * 1024 * 1024 + 1);
    await input.setInputFiles(huge);
    await toast(page, "File too large").waitFor();
    expect(await toast(page, "File too large").textContent()).toContain(
      "Please upload an image smaller than 25MB",
    );
    expect(posts).toBe(0);
    await page.context().close();
  });

  it("shows the server's refusal of a disguised file in its own words", async () => {
    const page = await openDemo();
    await page.getByLabel("Choose an image").setInputFiles({
      name: "cat.png",
      mimeType: "image/png",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await toast(page, "Invalid file type").waitFor();
    expect(await toast(page, "Invalid file type").getAttribute("data-toast")).toBe("destructive");
    expect(await hiddenValue(page)).toBe("");
    await page.context().close();
  });

  it("sets an http(s) address in URL mode, ignores blank text and refuses other schemes", async () => {
    const page = await openDemo();
    await page.getByRole("button", { name: "Use an image URL instead" }).click();
    const field = page.getByLabel("Image URL");
    expect(await field.getAttribute("type")).toBe("url");
    await field.fill("   ");
    await field.press("Enter");
    expect(await page.locator("[data-toast]").count()).toBe(0);
    await field.fill("javascript:alert(1)");
    await field.press("Enter");
    await toast(page, "Invalid URL").waitFor();
    await field.fill("  https://images.example.org/harbour.jpg ");
    await field.press("Enter");
    await toast(page, "Image URL added").waitFor();
    expect(await toast(page, "Image URL added").textContent()).toContain(
      "Image URL has been set successfully",
    );
    expect(await hiddenValue(page)).toBe("https://images.example.org/harbour.jpg");
    expect(await page.getByTestId("posted").count()).toBe(0);
    await page.context().close();
  });

  it("takes a phone's photos: a 4032 × 3024 JPEG of over 5 MB and an iPhone's HEIC", async () => {
    const jpeg = path.join(dataDir, "IMG_0412.jpg");
    fs.writeFileSync(jpeg, await phoneJpeg());
    expect(fs.statSync(jpeg).size).toBeGreaterThan(5.4 * 1024 * 1024);
    const heic = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/images/red-blue.heic");
    for (const file of [jpeg, heic]) {
      const page = await openDemo();
      await page.getByLabel("Choose an image").setInputFiles(file);
      await toast(page, "Image uploaded").waitFor({ timeout: 60_000 });
      expect(await hiddenValue(page)).toMatch(/^\/uploads\/[A-Za-z0-9_-]+-\d+\.webp$/);
      await page.context().close();
    }
  });

  it("shows upload progress in an accessible progress bar", async () => {
    const page = await openDemo();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const big = path.join(dataDir, "big.png");
    fs.writeFileSync(big, await photo(1600, 1200, "png"));
    await page.getByLabel("Choose an image").setInputFiles(big);
    const bar = page.getByRole("progressbar", { name: "Upload progress" });
    await bar.waitFor();
    expect(await page.getByLabel("Choose an image").isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await toast(page, "Image uploaded").waitFor({ timeout: 60_000 });
    expect(await bar.count()).toBe(0);
    await page.context().close();
  });

  it("is axe-clean at 375 and 1280 px, empty, in URL mode and with an image", async () => {
    for (const width of [375, 1280]) {
      const page = await openDemo(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Use an image URL instead" }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Image URL").fill("https://images.example.org/a.jpg");
      await page.getByRole("button", { name: "Set image URL" }).click();
      await page.getByRole("button", { name: "Remove image" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it("can be used with the keyboard alone", async () => {
    const page = await openDemo();
    // Playwright starts intercepting file choosers only once the browser has been told to; told in
    // the same breath as the key press it sometimes hears of it after the chooser opened, and never
    // sees it. Asked before the first key, it is told long before Space.
    const chosen = page.waitForEvent("filechooser");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe("file");
    await page.keyboard.press("Space");
    const chooser = await chosen;
    await chooser.setFiles(pngFile);
    await toast(page, "Image uploaded").waitFor();
    await page.keyboard.press("Enter");
    expect(await hiddenValue(page)).toBe("");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe("url");
    await page.keyboard.type("https://images.example.org/keyboard.jpg");
    await page.keyboard.press("Enter");
    expect(await hiddenValue(page)).toBe("https://images.example.org/keyboard.jpg");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Remove image");
    await page.context().close();
  });
});
