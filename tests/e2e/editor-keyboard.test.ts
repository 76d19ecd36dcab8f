import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { openSection, pngImage, setUpPortalSite } from "./portal-flows.ts";

const site = setUpPortalSite();
const content = (page: Page) => page.locator('input[name="content"]').inputValue();
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);

describe("the editor from the keyboard", () => {
  it("takes Markdown marks, Ctrl+K, the text style on Enter, the image chooser on Enter and an image's description", async () => {
    const page = await site.staffPage({ width: 1280, height: 900 });
    await openSection(page, site.url, "articles/new");
    const text = page.getByRole("textbox", { name: "Content" });
    await text.click();

    // '# ', '## ' and '> ' at the start of a line.
    await page.keyboard.type("# Curfew rolled back");
    await page.keyboard.press("Enter");
    await page.keyboard.type("## What the rules say");
    await page.keyboard.press("Enter");
    await page.keyboard.type("> We asked to be treated alike");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the notice");
    await expect
      .poll(() => content(page))
      .toBe(
        "<h1>Curfew rolled back</h1><h2>What the rules say</h2><blockquote>We asked to be treated alike</blockquote><p>Read the notice</p>",
      );

    // Ctrl+K opens the editor's link dialog for the selected words.
    for (let i = 0; i < "notice".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Control+k");
    const link = page.getByRole("dialog", { name: "Insert link" });
    await link.waitFor();
    expect(await focusedLabel(page)).toBe("INPUT");
    expect(await axeViolations(page), "link dialog").toEqual([]);
    await page.keyboard.type("https://college.example.edu/notice");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => content(page))
      .toMatch(/<p>Read the <a href="https:\/\/college\.example\.edu\/notice"[^>]*>notice<\/a><\/p>$/);

    // The text style: the arrows walk through the choices, Enter applies, Escape goes back.
    const style = page.getByRole("combobox", { name: "Text style" });
    await style.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await style.inputValue()).toBe("2");
    expect(await focusedLabel(page)).toBe("Text style");
    expect(await content(page)).toMatch(/<p>Read the <a/);
    await page.keyboard.press("Escape");
    expect(await style.inputValue()).toBe("");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => content(page)).toMatch(/<h2>Read the <a[^>]*>notice<\/a><\/h2>$/);

    // The image chooser: Enter on the toolbar's Image button, then Enter on 'Choose an image'.
    await text.press("End");
    await page.keyboard.press("Enter");
    await style.selectOption("");
    await page.getByRole("button", { name: "Image", exact: true }).focus();
    await page.keyboard.press("Enter");
    const insert = page.getByRole("dialog", { name: "Insert image" });
    await insert.waitFor();
    // The dialog puts the focus on its first control, 'Choose an image' (the file input).
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe("file");
    // Enter on it (focused again by hand: on a loaded machine the dialog's opening can still move the
    // focus after the check above, and an Enter that lands elsewhere opens nothing).
    const choose = insert.getByLabel("Choose an image");
    await choose.focus();
    const [chooser] = await Promise.all([page.waitForEvent("filechooser"), choose.press("Enter")]);
    expect(await insert.getByRole("alert").count()).toBe(0);
    await chooser.setFiles({ name: "gate.png", mimeType: "image/png", buffer: await pngImage() });
    await insert.getByRole("button", { name: "Remove image" }).waitFor();
    await insert.getByLabel("Caption (optional)").fill("The hostel gate");
    await insert.getByRole("button", { name: "Insert image" }).click();
    await expect.poll(() => content(page)).toMatch(/<img src="\/uploads\/[^"]+" alt="The hostel gate">/);

    // A click on the image asks for its description, which becomes its alt text.
    await page.locator(".ql-editor figure img").click();
    const describe = page.getByRole("dialog", { name: "Image description" });
    const field = describe.getByLabel("Description for screen readers");
    expect(await field.inputValue()).toBe("The hostel gate");
    expect(await axeViolations(page), "image description dialog").toEqual([]);
    await field.fill("The locked gate of the hostel at dusk");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => content(page))
      .toMatch(
        /<img src="\/uploads\/[^"]+" alt="The locked gate of the hostel at dusk"><figcaption>The hostel gate<\/figcaption>/,
      );

    // From the keyboard: the image selected with Shift+arrow, then Enter.
    await text.press("Control+End");
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Enter");
    await describe.waitFor();
    await field.fill("The hostel gate, locked");
    await describe.getByRole("button", { name: "Save description" }).click();
    await expect.poll(() => content(page)).toContain('alt="The hostel gate, locked"');
    expect(await page.locator(".ql-editor figure").count()).toBe(1);

    // A pasted image (no figure) keeps its alt attribute and takes a new one the same way.
    const src = /<img src="([^"]+)"/.exec(await content(page))![1]!;
    await page.evaluate((html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      document
        .querySelector(".ql-editor")!
        .dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    }, `<p>Seen from the road <img src="${src}" alt="Gate"></p>`);
    await expect.poll(() => content(page)).toContain(`road <img src="${src}" alt="Gate">`);
    await page.locator(".ql-editor p img").click();
    expect(await field.inputValue()).toBe("Gate");
    await field.fill("The gate seen from the road");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => content(page))
      .toContain(`road <img src="${src}" alt="The gate seen from the road">`);
  });
});
