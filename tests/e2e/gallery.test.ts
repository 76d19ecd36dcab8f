import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { galleryHtml } from "#shared/gallery.ts";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { eagerIslands } from "../helpers/client-js.ts";
import { confirmPublish, uploadImage } from "./portal-flows.ts";
import {
  expectToast,
  portalSession,
  post,
  publishArticle,
  setUpPortal,
  signInQuietly,
  staffAccount,
  type Admin,
} from "./portal-site.ts";

/**
 * Issue 41's gallery journey (decision 0072), in the browser: a contributor builds a 20-photo gallery
 * (uploaded at once, a progress bar each), credits one photo to a person of People and one in free
 * text, moves a photo by keyboard, and submits; an editor publishes; a reader opens the viewer, moves
 * with the arrow keys ("Photo N of 20"), and Escape gives the focus back. The reader's page is axe
 * clean at 375 and 1280 px, and an article without a gallery loads no viewer.
 */
const ADMIN: Admin = staffAccount("gallery-admin", "Gallery Admin");
const WRITER: Admin = staffAccount("gallery-writer", "Gallery Writer");
const EDITOR: Admin = staffAccount("gallery-editor", "Gallery Editor");
const site = setUpPortal([ADMIN, WRITER, EDITOR], {
  roles: { [WRITER.username]: "contributor", [EDITOR.username]: "editor" },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TITLE = "Homecoming game in twenty frames";
const PHOTOS = 20;

/** Small JPEGs, each its own colour, made on the spot. */
const jpeg = (i: number) =>
  sharp({
    create: {
      width: 480,
      height: 320,
      channels: 3,
      background: { r: (i * 53) % 256, g: (i * 97) % 256, b: 140 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

const shot = async (page: Page, name: string) => {
  if (SHOTS)
    await page.screenshot({
      path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`),
      fullPage: true,
    });
};

let href = "";

describe("a photo gallery, from the contributor to the reader", () => {
  it("the contributor uploads 20 photos at once, credits them, reorders by keyboard and submits", async () => {
    const admin = await portalSession(site.url, ADMIN);
    const added = await post(site.url, "/admin/dashboard/people", { intent: "add", name: "Mina Das" }, admin);
    expect(added.status, await added.clone().text()).toBeLessThan(400);

    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, WRITER);
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The night in pictures.");
    await page.keyboard.press("Enter");
    await page.getByLabel("Category").selectOption("Culture");
    await uploadImage(page);

    await page.getByRole("button", { name: "Gallery", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add a gallery" });
    const files = await Promise.all(
      Array.from({ length: PHOTOS }, async (_, i) => ({
        name: `frame-${i + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: await jpeg(i),
      })),
    );
    // One file that is no image: it says which and why, and the others stay.
    files.splice(5, 0, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    await dialog.getByTestId("gallery-files").setInputFiles(files);
    await dialog.getByRole("progressbar").first().waitFor();
    await dialog.getByText("notes.txt was not uploaded: Please upload an image file").waitFor();
    await dialog.getByRole("button", { name: "Insert gallery" }).waitFor();
    await expect
      .poll(() => dialog.getByRole("button", { name: /^Remove photo/ }).count(), { timeout: 60_000 })
      .toBe(PHOTOS);
    // The failed photo's notice (not a toast's "Dismiss notification", which may show in the dialog too).
    await dialog.getByRole("button", { name: "Dismiss", exact: true }).click();

    const row = (n: number) => dialog.getByRole("listitem", { name: `Photo ${n} of ${PHOTOS}` });
    for (let n = 1; n <= PHOTOS; n++) {
      await row(n).getByLabel("Description (alt text)").fill(`Frame ${n} of the homecoming game`);
      await row(n).getByLabel("Caption").fill(`Caption ${n}`);
    }
    await row(1).getByLabel("Credit").fill("mina das");
    await row(1).getByLabel("Credit").press("Tab");
    await row(1).getByText("Shown as 'Photo: Mina Das', linked to their author page").waitFor();
    await row(2).getByLabel("Credit").fill("Courtesy of the district");
    await row(2).getByLabel("Credit").press("Tab");
    await row(2).getByText("Shown as 'Photo: Courtesy of the district'").waitFor();
    // By keyboard: photo 3 goes up to second place.
    await row(3).getByRole("button", { name: "Move photo 3 up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => row(2).getByLabel("Caption").inputValue()).toBe("Caption 3");
    expect(await axeViolations(page), "the gallery dialog").toEqual([]);
    await shot(page, "gallery-dialog");
    await dialog.getByRole("button", { name: "Insert gallery" }).click();
    await page.locator(".ql-editor figure.gallery").getByText(`Gallery · ${PHOTOS} photos · Grid`).waitFor();

    await page.getByRole("button", { name: "Save draft" }).click();
    await expectToast(page, "Draft saved");
    await page.waitForURL(/\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/);
    href = page.url();
    await shot(page, "gallery-editor");
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expectToast(page, "Submitted for review");
  });

  it("an editor publishes it", async () => {
    const desk = await site.page({ width: 1280 });
    await signInQuietly(desk, site.url, EDITOR);
    await desk.goto(href);
    await desk.locator(".ql-editor figure.gallery").waitFor();
    await waitForHydration(desk);
    await desk.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(desk);
    await expectToast(desk, "Article published", "Readers see it now");
  });

  it("a reader sees every photo with its caption and credit, and opens the viewer", async () => {
    const address = `${site.url}/article/homecoming-game-in-twenty-frames`;
    const html = await (await fetch(address)).text();
    // Without script: every photo, its caption and credit, in AVIF and WebP.
    expect(html.match(/<li class="gallery-item">/g)).toHaveLength(PHOTOS);
    expect(html.match(/<source type="image\/avif"/g)?.length).toBeGreaterThanOrEqual(PHOTOS);
    expect(html).toContain('Photo: <a href="/author/mina-das">Mina Das</a>');
    expect(html).toContain("Photo: Courtesy of the district");
    const order = [...html.matchAll(/<span class="gallery-caption">Caption (\d+)</g)].map((m) =>
      Number(m[1]),
    );
    expect(order.slice(0, 4)).toEqual([1, 3, 2, 4]);
    expect(eagerIslands(html)).toContain("gallery-viewer");

    for (const width of [375, 1280]) {
      const reader = await site.page({ width });
      await reader.goto(address);
      await waitForHydration(reader);
      expect(await axeViolations(reader), `the gallery page at ${width} px`).toEqual([]);
      await shot(reader, "gallery-reader");
      if (width === 375) continue;
      const third = reader.locator('a.gallery-open[data-photo="2"]');
      await third.focus();
      await reader.keyboard.press("Enter");
      const viewer = reader.getByRole("dialog", { name: `Photo 3 of ${PHOTOS}` });
      await viewer.waitFor();
      await viewer.getByText("Caption 2").waitFor();
      await reader.keyboard.press("ArrowRight");
      await reader.getByRole("dialog", { name: `Photo 4 of ${PHOTOS}` }).waitFor();
      for (let n = 0; n < 3; n++) await reader.keyboard.press("ArrowLeft");
      await reader
        .getByRole("dialog", { name: `Photo 1 of ${PHOTOS}` })
        .getByRole("link", { name: "Mina Das" })
        .waitFor();
      expect(await axeViolations(reader), "the viewer").toEqual([]);
      await shot(reader, "gallery-viewer");
      await reader.keyboard.press("Escape");
      await reader.getByRole("dialog").waitFor({ state: "hidden" });
      expect(await reader.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.photo)).toBe(
        "2",
      );
    }
  });

  it("lists it as a photo essay, with a camera mark, on home and on its category's page", async () => {
    for (const at of ["/", "/culture"]) {
      const page = await site.page({ width: 1280 });
      await page.goto(`${site.url}${at}`);
      const card = page.locator("article", { has: page.getByRole("link", { name: TITLE }) }).first();
      await card.getByText("Photo essay").waitFor();
      expect(await card.locator("svg[aria-hidden]").count()).toBeGreaterThan(0);
      if (at === "/culture") await shot(page, "gallery-category");
    }
  });

  it("an article without a gallery loads no viewer", async () => {
    const admin = await portalSession(site.url, ADMIN);
    const { slug } = await publishArticle(site.url, admin, {
      title: "Plain words only",
      content: "<p>No pictures here.</p>",
    });
    const html = await (await fetch(`${site.url}/article/${slug}`)).text();
    expect(html).toContain("No pictures here.");
    expect(eagerIslands(html)).not.toContain("gallery-viewer");
  });

  it("a creative piece's gallery opens the viewer over the creative page's dialog, and Escape closes only the viewer", async () => {
    const admin = await portalSession(site.url, ADMIN);
    const title = "Night market in three frames";
    const photos = [1, 2, 3].map((n) => ({
      src: "/images/default-creative.svg",
      alt: `Stall ${n}`,
      caption: `Stall ${n} at dusk`,
      credit: null,
    }));
    const response = await post(
      site.url,
      "/admin/dashboard/creative/new",
      {
        type: "photography",
        title,
        author: "Gallery Admin",
        excerpt: "",
        content: `<p>Three stalls.</p>${galleryHtml({ layout: "grid", photos })}`,
        imageUrl: "/images/default-creative.svg",
      },
      admin,
    );
    expect(response.status, await response.clone().text()).toBeLessThan(400);
    const reader = await site.page({ width: 1280 });
    await reader.goto(`${site.url}/creative`);
    await waitForHydration(reader);
    await reader
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .click();
    const piece = reader.getByRole("dialog", { name: title });
    await piece.locator('a.gallery-open[data-photo="1"]').click();
    await reader.getByRole("dialog", { name: "Photo 2 of 3" }).getByText("Stall 2 at dusk").waitFor();
    await reader.keyboard.press("ArrowRight");
    await reader.getByRole("dialog", { name: "Photo 3 of 3" }).waitFor();
    await reader.keyboard.press("Escape");
    await reader.getByRole("dialog", { name: "Photo 3 of 3" }).waitFor({ state: "hidden" });
    expect(await piece.isVisible()).toBe(true);
    expect(await reader.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.photo)).toBe(
      "1",
    );
  });
});
