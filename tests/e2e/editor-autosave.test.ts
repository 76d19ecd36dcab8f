import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { ADMIN, chooseByline, confirmPublish, setImageUrl } from "./portal-flows.ts";
import { setUpPortal, type Admin, signInQuietly } from "./portal-site.ts";

// Issue 25's acceptance 1 and 2 in a real Chromium: nothing typed is lost (autosave, the device's
// backstop), and two writers of one piece are given a choice, never a silent overwrite.

const ASHA: Admin = {
  username: "asha-rao",
  email: "asha@borderland.example",
  password: "second-desk-2026",
  name: "Asha Rao",
};
const site = setUpPortal([ADMIN, ASHA]);

const STORY =
  "The night bus left Siliguri at nine with forty passengers and one goat. By midnight the driver had stopped twice for tea";
const OFFLINE = "Written offline near the tea gardens.";
const ID = /\/admin\/dashboard\/articles\/([0-9a-f-]{36})$/;

const content = (page: Page) => page.getByRole("textbox", { name: "Content" });

async function staff(admin: Admin) {
  const page = await site.page();
  await signInQuietly(page, site.url, admin);
  return page;
}

async function openEditor(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await content(page).waitFor();
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector(".rte-area[aria-busy=true]"));
}

async function typeAtEnd(page: Page, text: string) {
  await content(page).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

const saved = (page: Page) =>
  page.locator('[data-save-state="saved"]').filter({ hasText: "Saved" }).waitFor();

/** axe at a phone's width and a desktop's, and a picture of each when EDITOR_SHOTS names a folder. */
async function check(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    const folder = process.env.EDITOR_SHOTS;
    if (folder) {
      fs.mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: width === 1280 });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("the piece editor", () => {
  it("keeps every word: a story never saved by hand is a draft, and words typed offline come back from the device", async () => {
    const writer = await staff(ADMIN);
    await openEditor(writer, "/admin/dashboard/articles/new");
    await check(writer, "editor-new");
    await writer.getByLabel("Title").fill("Night bus to the border");
    await typeAtEnd(writer, STORY);
    await writer.waitForURL(ID);
    await saved(writer);
    await writer.context().close();

    const page = await staff(ADMIN);
    await page.goto(`${site.url}/admin/dashboard/articles?status=draft`);
    const row = page.getByRole("row", { name: /Night bus to the border/ });
    expect(await row.getByText("Draft", { exact: true }).count()).toBe(1);
    await row.getByRole("link", { name: /Edit/ }).click();
    await page.waitForURL(ID);
    await content(page).waitFor();
    await waitForHydration(page);
    expect(await content(page).textContent()).toBe(STORY);
    const editorUrl = page.url();

    await page.context().setOffline(true);
    await typeAtEnd(page, ` ${OFFLINE}`);
    await page.locator('[data-save-state="offline"]').waitFor();
    await check(page, "editor-offline");
    // Leaving within the portal asks first; so does closing or reloading the tab.
    await page.getByRole("link", { name: "Manage Articles" }).first().click();
    const leave = page.getByRole("dialog", { name: /not saved yet/ });
    await leave.getByRole("button", { name: "Cancel" }).click();
    expect(page.url()).toBe(editorUrl);
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => window.location.reload());
    expect(await asked).toBe("beforeunload");
    // The tab ends at once, as a closed tab's page does: a page merely closed through DevTools can run on
    // a moment after its session (and the offline state it emulated) is gone, and save the words
    // itself, which this test then found on the server and not on the device.
    const crashed = page.waitForEvent("crash");
    void (await page.context().newCDPSession(page)).send("Page.crash").catch(() => undefined);
    await crashed;
    await page.close({ runBeforeUnload: false });

    const context = page.context();
    await context.setOffline(false);
    const again = await context.newPage();
    await openEditor(again, new URL(editorUrl).pathname);
    const offer = again.getByRole("dialog", { name: "Unsaved changes on this device" });
    await offer.waitFor().catch(async (error: unknown) => {
      // Should the offer not come, say what the device kept and what the editor shows: this is how the
      // closed tab that went on to save (above) was found.
      const kept = await again.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open("borderland-editor");
            open.onerror = () => resolve(`cannot open: ${String(open.error)}`);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains("unsaved")) return resolve("no store");
              const all = db.transaction("unsaved").objectStore("unsaved").getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result));
              all.onerror = () => resolve(`cannot read: ${String(all.error)}`);
            };
          }),
      );
      throw new Error(
        `No restore offer. Kept on the device: ${kept}. In the editor: ${await content(again).textContent()}`,
        { cause: error },
      );
    });
    await check(again, "restore-offer");
    // The safe choice has the focus: Enter restores the text, never throws it away (issue 36, bug 8).
    expect(await again.evaluate(() => document.activeElement?.textContent)).toBe(
      "Restore my unsaved changes",
    );
    await again.keyboard.press("Enter");
    await saved(again);
    expect(await content(again).textContent()).toBe(`${STORY} ${OFFLINE}`);
    await again.reload();
    await content(again).waitFor();
    await waitForHydration(again);
    expect(await content(again).textContent()).toBe(`${STORY} ${OFFLINE}`);
    expect(await again.getByRole("dialog", { name: "Unsaved changes on this device" }).count()).toBe(0);
  }, 150_000);

  it("gives the second of two writers the choice, and both texts survive: one as the newest, one in history", async () => {
    const desk = await staff(ADMIN);
    await openEditor(desk, "/admin/dashboard/articles/new");
    await desk.getByLabel("Title").fill("Landslide closes the highway");
    await chooseByline(desk, "Mira Das");
    await typeAtEnd(desk, "The road is shut.");
    await desk.waitForURL(ID);
    await saved(desk);
    await check(desk, "editor-draft");
    const path = new URL(desk.url()).pathname;

    const asha = await staff(ASHA);
    await openEditor(asha, path);
    await asha.getByText("Desk Editor is also editing this piece").waitFor();

    await typeAtEnd(desk, " Crews are clearing it.");
    await saved(desk);
    await typeAtEnd(asha, " Buses are turning back.");
    const choice = asha.getByRole("dialog", { name: "Someone else saved this piece" });
    await choice.waitFor();
    await choice.getByRole("button", { name: "See their version" }).click();
    await choice.getByText("The road is shut. Crews are clearing it.").waitFor();
    await check(asha, "conflict-dialog");
    await choice.getByRole("button", { name: "Keep mine as the newest" }).click();
    await saved(asha);

    await desk.reload();
    await content(desk).waitFor();
    expect(await content(desk).textContent()).toBe("The road is shut. Buses are turning back.");

    await asha.getByRole("button", { name: "History" }).click();
    const history = asha.getByRole("dialog", { name: "History" });
    const versions = history.getByRole("checkbox");
    await versions.first().waitFor();
    await history.getByRole("checkbox", { name: "The text in the editor now" }).check();
    await history.getByRole("checkbox", { name: /kept in history/ }).check();
    // In place, word by word: what theirs (the older) had struck through, what mine (the newest) put in
    // underlined, each with the cue a screen reader reads.
    const text = history.getByRole("region", { name: /^Content/ });
    await expect.poll(() => text.locator("del").allTextContents()).toContain("[removed: Crews]");
    expect(await text.locator("ins").allTextContents()).toContain("[added: Buses]");
    expect(await text.textContent()).toContain("The road is shut. ");
    await check(asha, "history-diff");
    await history.getByRole("button", { name: "Close" }).click();

    await setImageUrl(asha, `${site.url}/images/default-article.svg`);
    await asha.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(asha);
    await asha.getByRole("button", { name: "Unpublish" }).waitFor();
    await check(asha, "editor-published");
    await asha.getByRole("button", { name: "Unpublish" }).click();
    await asha.getByRole("dialog").getByRole("button", { name: "Unpublish" }).click();
    await asha.getByRole("button", { name: "Publish again" }).waitFor();
  }, 150_000);

  it("schedules a saved piece, shares a preview link and corrects it once published, axe-clean in each state", async () => {
    const desk = await staff(ADMIN);
    await openEditor(desk, "/admin/dashboard/articles/new");
    await desk.getByLabel("Title").fill("Ferry timetable changes");
    await chooseByline(desk, "Mira Das");
    await setImageUrl(desk, `${site.url}/images/default-article.svg`);
    await typeAtEnd(desk, "The morning ferry leaves at seven.");
    await desk.waitForURL(ID);
    await saved(desk);
    // The saved piece's own page: its schedule, and the panels beside the editor.
    await openEditor(desk, new URL(desk.url()).pathname);
    await desk.getByLabel("Publish at").fill("2030-01-15T07:00");
    await desk.getByRole("button", { name: "Schedule", exact: true }).click();
    await confirmPublish(desk, "Schedule");
    await desk.getByText(/^Scheduled for January 15, 2030 at 7:00\s?AM/).waitFor();
    await desk.getByRole("button", { name: "Create preview link" }).click();
    expect(await desk.getByLabel("New preview link").inputValue()).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    await check(desk, "editor-scheduled");

    await desk.getByRole("button", { name: "Cancel schedule" }).click();
    await desk.getByLabel("Publish at").waitFor();
    await desk.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(desk);
    await desk.getByRole("button", { name: "Unpublish" }).waitFor();
    await desk.getByRole("textbox", { name: /^Correction/ }).fill("An earlier version gave the wrong time.");
    await desk.getByRole("button", { name: "Add correction" }).click();
    await desk
      .getByRole("list", { name: "Corrections of this piece" })
      .getByText("An earlier version gave the wrong time.")
      .waitFor();
    await check(desk, "editor-corrected");
  }, 150_000);
});
