import path from "node:path";
import type { Page, Request } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { startFakeEmbedProviders } from "../helpers/fake-embed-providers.ts";
import { confirmPublish, uploadImage } from "./portal-flows.ts";
import { expectToast, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

// Embeds that do not track (issue 41, decision 0075), in the browser: a contributor embeds a YouTube
// video and a Datawrapper chart (their previews fetched from a local fake of the providers), submits
// the piece, an editor publishes it, and a reader's page asks nothing of any provider before a click
// (Chromium's request log); a click loads the provider's frame in its sandbox. Axe at 375 and 1280 px.
// Nothing leaves 127.0.0.1: the browser's requests to any other host are answered here.

const fake = await startFakeEmbedProviders();
afterAll(() => fake.close());

const EDITOR = staffAccount("emb-editor", "Ed Itor");
const WRITER = staffAccount("emb-writer", "Wen Writer");
const site = setUpPortal([EDITOR, WRITER], {
  roles: { [WRITER.username]: "contributor" },
  env: { EMBED_PREVIEW_URL: fake.url, PROVIDER_ALLOW_ADDRESSES: "127.0.0.1" },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = "The board meets on the budget";
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const DATAWRAPPER = "https://datawrapper.dwcdn.net/AbC12/3/";

/** Every request the page makes off 127.0.0.1, answered with a blank page here (never sent out). */
async function offSite(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).hostname !== "127.0.0.1") seen.push(request.url());
  });
  await page.context().route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>Provider</title>",
      }),
  );
  return seen;
}

describe("embeds", () => {
  let href = "";

  it("a contributor embeds a YouTube video and a Datawrapper chart and submits the piece", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    const seen = await offSite(page);
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The board met on Tuesday.");
    await page.keyboard.press("Enter");
    // The Embed button asks for the link.
    await page.getByRole("button", { name: "Embed", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Embed a link" });
    await dialog.getByLabel("Link").fill(YOUTUBE);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "embeds-dialog-1280.png") });
    await dialog.getByRole("button", { name: "Insert embed" }).click();
    await expectToast(page, "Embed added");
    await page.locator('.ql-editor figure.embed[data-embed="youtube"] img').waitFor();
    // A provider's link pasted alone on an empty line becomes its embed.
    await page.keyboard.press("Enter");
    await page.evaluate((link) => {
      const data = new DataTransfer();
      data.setData("text/plain", link);
      document
        .querySelector(".ql-editor")!
        .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, DATAWRAPPER);
    await page.locator('.ql-editor figure.embed[data-embed="datawrapper"]').waitFor();
    const stored = await page.locator('input[name="content"]').inputValue();
    expect(stored).toContain(`data-embed="youtube" data-url="${YOUTUBE}"`);
    expect(stored).toMatch(
      /data-embed="datawrapper"[^>]*data-title="Where the district(&#39;|&apos;|')s money goes"/,
    );
    expect(stored).not.toContain("<iframe");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "embeds-editor-1280.png") });
    await page.getByLabel("Category").selectOption("Business");
    await uploadImage(page);
    // The lead image's credit (decision 0071): Insert image's field, saved on the library's image.
    await page.getByLabel("Photo credit (optional)").fill("Courtesy of the district");
    await page.getByRole("button", { name: "Save credit" }).click();
    await page.getByText("Saved: shown as 'Photo: Courtesy of the district'.").waitFor();
    if (SHOTS)
      await page
        .getByRole("button", { name: "Save credit" })
        .screenshot({ path: path.join(SHOTS, "lead-credit-1280.png") });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    href = page.url();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
    // The previews came from the server, once each; the browser asked no provider for anything.
    expect(fake.requests.filter((r) => r.includes("/oembed"))).toHaveLength(2);
    expect(seen).toEqual([]);
  });

  it("an editor publishes it", async () => {
    const page = await site.page({ width: 1280, height: 900 });
    const seen = await offSite(page);
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(href);
    await page.locator('.ql-editor figure.embed[data-embed="datawrapper"]').waitFor();
    // The draft's preview link shows the facades as readers get them: nothing from a provider before a
    // click, which loads the frame (its provider in the page's frame-src).
    await page.getByRole("button", { name: "Create preview link" }).click();
    const previewUrl = await page.getByLabel("New preview link").inputValue();
    const preview = await site.page({ width: 1280, height: 900 });
    const previewSeen = await offSite(preview);
    // The link is the public address; the test site is on 127.0.0.1.
    const previewed = await preview.goto(`${site.url}${new URL(previewUrl).pathname}`);
    expect((await previewed!.allHeaders())["content-security-policy"]).toMatch(
      /frame-src 'self' https:\/\/datawrapper\.dwcdn\.net https:\/\/www\.youtube-nocookie\.com(;|$)/,
    );
    await preview.waitForLoadState("networkidle");
    // Hydrated (React's own key on the island's wrapper), its click listener then set.
    await preview.waitForFunction(() =>
      Object.keys(document.querySelector('[data-island="embeds"]') ?? {}).some((k) =>
        k.startsWith("__react"),
      ),
    );
    expect(previewSeen).toEqual([]);
    await preview.getByRole("link", { name: /Where the district.s money goes/ }).click();
    await preview.locator('iframe.embed-frame[src^="https://datawrapper.dwcdn.net/AbC12/"]').waitFor();
    if (SHOTS) await preview.screenshot({ path: path.join(SHOTS, "embeds-preview-clicked-1280.png") });
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(page);
    await expectToast(page, "Article published");
    // Signed in, the page is rendered for this reader alone: its policy frames the same providers.
    const slug = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const response = await page.goto(`${site.url}/article/${slug}`);
    expect((await response!.allHeaders())["content-security-policy"]).toMatch(
      /frame-src 'self' https:\/\/datawrapper\.dwcdn\.net https:\/\/www\.youtube-nocookie\.com(;|$)/,
    );
    await page.locator(".embed-facade").first().waitFor();
    expect(seen).toEqual([]);
  });

  it("a reader's page asks nothing of a provider before a click, frames only those providers, and a click loads the frame", async () => {
    const page = await site.page({ width: 375, height: 800 });
    const seen = await offSite(page);
    const slug = TITLE.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const response = await page.goto(`${site.url}/article/${slug}`);
    const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
    expect(policy).toMatch(
      /frame-src 'self' https:\/\/datawrapper\.dwcdn\.net https:\/\/www\.youtube-nocookie\.com(;|$)/,
    );
    const video = page.getByRole("link", { name: /The school board meets on the budget/ });
    const chart = page.getByRole("link", { name: /Where the district.s money goes/ });
    await video.waitFor();
    await chart.waitFor();
    await page.getByText("Photo: Courtesy of the district").first().waitFor();
    await page.locator('[data-island="embeds"][data-hydrated]').waitFor({ state: "attached" });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `the article at ${width} px`).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `embeds-article-${width}.png`), fullPage: true });
    }
    // Scrolled through, hovered: still nothing from a provider.
    await video.scrollIntoViewIfNeeded();
    await video.hover();
    await chart.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(seen).toEqual([]);

    await video.click();
    const frame = page.locator("iframe.embed-frame");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
    );
    expect(await frame.getAttribute("sandbox")).toBe(
      "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation",
    );
    await expect
      .poll(() => seen.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")))
      .toBe(true);
    expect(seen.every((url) => new URL(url).hostname === "www.youtube-nocookie.com")).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "embeds-article-clicked-1280.png") });
  });
});
