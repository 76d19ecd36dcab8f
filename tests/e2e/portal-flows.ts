import type { Page } from "playwright-core";
import sharp from "sharp";
import { newPage } from "../helpers/browser.ts";
import { setUpPortal, type Admin, signInQuietly } from "./portal-site.ts";

export const ADMIN: Admin = {
  username: "desk-editor",
  email: "desk@borderland.example",
  password: "front-page-2026",
  name: "Desk Editor",
};

/** A built server on an empty publication (SEED_DEMO=false) whose data directory already holds an admin,
 * and a Chromium. */
export function setUpPortalSite() {
  const site = setUpPortal([ADMIN]);
  return {
    get url() {
      return site.url;
    },
    /** A fresh browser context, signed in to the portal. */
    async staffPage(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
      const page = await site.page(options);
      await signInQuietly(page, site.url, ADMIN);
      return page;
    },
  };
}

/** Opens a create section and waits until its editor runs. */
export async function openSection(page: Page, baseUrl: string, section: string) {
  await page.goto(`${baseUrl}/admin/dashboard/${section}`);
  await page.getByRole("textbox", { name: "Content" }).waitFor();
}

/** Sets the form's image by address (the picker's URL mode). */
export async function setImageUrl(page: Page, url: string) {
  await page.getByRole("button", { name: "Use an image URL instead" }).click();
  await page.getByLabel("Image URL").fill(url);
  await page.getByRole("button", { name: "Set image URL" }).click();
  await page.getByRole("button", { name: "Remove image" }).waitFor();
}

/** A small PNG made on the spot. */
export const pngImage = () =>
  sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 164, g: 22, b: 26 } } })
    .png()
    .toBuffer();

/** Uploads a generated PNG through the form's image picker and waits for its preview. */
export async function uploadImage(page: Page) {
  const png = await pngImage();
  await page
    .getByRole("group", { name: /^Image/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: "council.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Remove image" }).waitFor();
}

/** Types a heading (the editor's first level: the piece's second on its page, under the headline), a
 * paragraph with bold words and a link, a bulleted list and a captioned image into the editor. */
export async function writeFormattedText(page: Page, imageUrl: string) {
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.getByRole("combobox", { name: "Text style" }).selectOption("1");
  await page.keyboard.type("What the council decided");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The vote was ");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type("five to four");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(", says the budget office");
  for (let i = 0; i < "budget office".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Insert link" });
  await dialog.getByLabel("Link address").fill("https://budget.example.org/2026");
  await dialog.getByRole("button", { name: "Apply link" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Roads");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Schools");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const figure = page.getByRole("dialog", { name: "Insert image" });
  await figure.getByRole("button", { name: "Use an image URL instead" }).click();
  await figure.getByLabel("Image URL").fill(imageUrl);
  await figure.getByRole("button", { name: "Set image URL" }).click();
  await figure.getByLabel("Caption (optional)").fill("The chamber after the vote");
  await figure.getByRole("button", { name: "Insert image" }).click();
}

/** Makes the editor's byline `name` alone: removes the people in it (a new piece starts with the
 * writer's own) and types the name into the Authors combobox, which Enter adds (decision 0042). */
export async function chooseByline(page: Page, name: string) {
  const byline = page.getByRole("list", { name: "Byline, in order" });
  const remove = byline.getByRole("button", { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  const box = page.getByRole("combobox", { name: "Authors" });
  await box.fill(name);
  await box.press("Enter");
  await byline.getByText(name).first().waitFor();
}

/** Publish and Schedule ask once what will happen (issue 36): the question's confirming button. */
export async function confirmPublish(page: Page, label: "Publish now" | "Schedule" = "Publish now") {
  await page.getByRole("dialog").getByRole("button", { name: label, exact: true }).click();
}

/** Selects `words` in the editor's text, as a drag of the mouse would. */
export async function selectText(page: Page, words: string) {
  await page.evaluate((words) => {
    const root = document.querySelector(".ql-editor")!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(words);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + words.length);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return;
    }
  }, words);
}
