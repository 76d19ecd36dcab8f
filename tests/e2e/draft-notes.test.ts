import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { openSection, selectText, setUpPortalSite } from "./portal-flows.ts";

const site = setUpPortalSite();
const TEXT = "The board met on Tuesday. The vote was 5–2 to keep the library open.";
const QUOTE = "vote was 5–2";
const SHOTS = process.env.NOTES_SHOTS;

/** The words each note's mark covers in the text (CSS Custom Highlight API). */
const marked = (page: Page) =>
  page.evaluate(() => [...(CSS.highlights.get("draft-note")?.values() ?? [])].map((r) => r.toString()));

describe("notes on a draft (issue 38)", () => {
  it("adds a note on a selected passage: in the margin at 1600, in the panel at 1280 and 375; its mark follows edits, is never saved, and the moved anchor is stored", async () => {
    const page = await site.staffPage({ width: 1600, height: 900 });
    await openSection(page, site.url, "articles/new");
    await page.getByLabel("Title").fill("Library vote");
    const text = page.getByRole("textbox", { name: "Content" });
    await text.click();
    await page.keyboard.type(TEXT);
    // Notes are kept on a saved piece: the first autosave brings them.
    const add = page.getByRole("button", { name: "Add note" });
    await add.waitFor({ timeout: 15_000 });

    await selectText(page, QUOTE);
    await page.keyboard.press("Control+Alt+m");
    const form = page.getByRole("group", { name: "New note" });
    await form.getByLabel("Note").fill("Which meeting? Check the minutes.");
    await form.getByRole("button", { name: "Add note" }).click();
    const notes = page.getByRole("region", { name: "Notes" });
    await notes.getByText("Which meeting? Check the minutes.").waitFor();
    await expect.poll(() => marked(page)).toEqual([QUOTE]);

    // Text typed before the passage moves its note; the mark is not in the saved text.
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/admin/notes") && !!r.request().postData()?.includes("intent=anchors"),
    );
    await text.press("Control+Home");
    await page.keyboard.type("Late news. ");
    await expect.poll(() => marked(page)).toEqual([QUOTE]);
    // Once the autosave has the new text, the moved anchor goes to the server with its version.
    expect(await (await sent).json()).toMatchObject({ ok: true, moved: 1 });
    expect(await page.locator('input[name="content"]').inputValue()).toBe(`<p>Late news. ${TEXT}</p>`);

    expect(await axeViolations(page), "1600 px").toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notes-1600.png`, fullPage: true });

    // History lists the note as an event, beside the revisions.
    await page.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "History" });
    await history.getByText(`Note by Desk Editor on "${QUOTE}"`).waitFor();
    await history.getByRole("button", { name: "Close" }).click();

    // Beside the Publishing column a laptop has no room for a margin: the notes are in the panel.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/notes-${width}-page.png` });
      await page.getByRole("button", { name: "Notes (1)" }).click();
      const panel = page.getByRole("dialog", { name: "Notes (1)" });
      await panel.getByText("Which meeting? Check the minutes.").waitFor();
      expect(await panel.getByText(`On “${QUOTE}”`).count()).toBe(1);
      expect(await axeViolations(page), `${width} px, the panel open`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/notes-${width}.png` });
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
    }
    await page.close();
  });
});
