import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast } from "./portal-site.ts";

/** The Media Library's pages as an editor goes through them (./media-library.test.ts): each step
 * checks what the page shows, that axe finds nothing, and keeps a picture of it in SCREENSHOT_DIR when
 * that is set. */

const SHOTS = process.env.SCREENSHOT_DIR;

/** The Image field's 'Choose from the library': the uploads newest first, and the one chosen becomes
 * the article's image. */
export async function chooseFromLibrary(page: Page, width: number, url: string) {
  await page.getByRole("button", { name: "Choose from the library" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose an uploaded image" });
  const choice = dialog.getByRole("button", { name: "unlabelled.png" });
  await choice.waitFor();
  expect(await axeViolations(page), `the library picker at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `library-picker-${width}.png`) });
  if (width === 1280) {
    await keepsFocusInside(page, dialog);
    await page.getByRole("button", { name: "Choose from the library" }).click();
  }
  await choice.click();
  await expectToast(page, "Image chosen");
  expect(await page.locator('input[type="hidden"][name="imageUrl"]').inputValue()).toBe(url);
  await page.getByRole("img", { name: "Preview of the chosen image" }).waitFor();
}

/** Tab and Shift+Tab go round the dialog's own controls, never to the page behind; Escape gives focus
 * back to the button that opened it. */
async function keepsFocusInside(page: Page, dialog: Locator) {
  const stops = await dialog.locator("button").count();
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  for (const key of ["Tab", "Shift+Tab"])
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press(key);
      expect(await inside(), `${key} ${i + 1} times`).toBe(true);
    }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Choose from the library");
}

/** Every image, with where it is used; the one without alt text flagged, then described and credited. */
export async function checkLibrary(page: Page, width: number) {
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "shown.png" }) });
  await row.waitFor();
  expect(await row.getByRole("link", { name: "Drains before the monsoon" }).getAttribute("href")).toMatch(
    /^\/admin\/dashboard\/articles\/[0-9a-f-]{36}$/,
  );
  const alt = row.getByLabel("Alt text of shown.png");
  if (width === 375) {
    expect(await row.textContent()).toContain(
      "No alt text: describe the image before it appears in an article",
    );
    expect(await axeViolations(page), `the library at ${width} px`).toEqual([]);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `media-library-${width}.png`), fullPage: true });
    await alt.fill("A blocked drain in ward 12");
    await row.getByRole("button", { name: "Save the alt text of shown.png" }).click();
    await expectToast(page, "Alt text saved", "“shown.png” is described as “A blocked drain in ward 12”");
    await row.getByLabel("Credit of shown.png").fill("Courtesy of the district");
    await row.getByRole("button", { name: "Save the credit of shown.png" }).click();
    await expectToast(page, "Credit saved", "“shown.png” is credited to Courtesy of the district");
  } else {
    expect(await alt.inputValue()).toBe("A blocked drain in ward 12");
    expect(await row.textContent()).toContain("Shown as “Photo: Courtesy of the district”");
    expect(await row.textContent()).not.toContain("No alt text");
    expect(await axeViolations(page), `the library at ${width} px`).toEqual([]);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `media-library-${width}.png`), fullPage: true });
  }
}

export async function deleteSpare(page: Page) {
  await page.getByRole("button", { name: "Delete “spare.png”" }).click();
  const dialog = page.getByRole("dialog");
  expect(await dialog.textContent()).toContain('Are you sure you want to delete "spare.png"?');
  expect(await axeViolations(page), "the delete question").toEqual([]);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Image deleted", "“spare.png” has been removed from storage");
  await page.getByRole("rowheader", { name: "spare.png" }).waitFor({ state: "detached" });
}

/** Videos with where each is played; among the unused files only the audio nothing plays, which the
 * editor deletes at 1280 px. */
export async function checkFiles(page: Page, width: number) {
  await page.getByRole("link", { name: "Videos", exact: true }).click();
  const video = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "river.mp4" }) });
  await video.waitFor();
  expect(await video.textContent()).toContain("Video, 50.0 MB");
  expect(await video.textContent()).toContain("1:35");
  await video.getByRole("link", { name: "Drains before the monsoon" }).waitFor();
  expect(await axeViolations(page), `the videos at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `media-videos-${width}.png`), fullPage: true });
  await page.getByRole("link", { name: "Unused videos and audio" }).click();
  await page.getByRole("heading", { name: "Unused videos and audio" }).waitFor();
  expect(await page.getByRole("rowheader").allTextContents()).toEqual(["interview.mp3"]);
  expect(await axeViolations(page), `unused files at ${width} px`).toEqual([]);
  if (SHOTS)
    await page.screenshot({ path: path.join(SHOTS, `media-unused-files-${width}.png`), fullPage: true });
  if (width !== 1280) return;
  await page.getByRole("button", { name: "Delete “interview.mp3”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "File deleted", "“interview.mp3” has been removed from storage");
  await page.getByRole("rowheader", { name: "interview.mp3" }).waitFor({ state: "detached" });
}
