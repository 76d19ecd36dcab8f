import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchCspViolations } from "../helpers/browser.ts";
import { expectToast } from "./reader-flows.ts";
import {
  chooseByline,
  confirmPublish,
  openSection,
  pngImage,
  setImageUrl,
  setUpPortalSite,
  uploadImage,
  writeFormattedText,
} from "./portal-flows.ts";

const site = setUpPortalSite();
const image = () => `${site.url}/images/default-article.svg`;

const publish = (page: Page) => page.getByRole("button", { name: "Publish", exact: true });

describe("writing in the editorial portal", () => {
  it("runs the portal's pages, the editor's included, without a Content-Security-Policy violation", async () => {
    const page = await site.staffPage();
    const violations = await watchCspViolations(page);
    for (const section of ["", "articles", "settings", "newsletter"]) {
      await page.goto(`${site.url}/admin/dashboard/${section}`, { waitUntil: "networkidle" });
      expect(await violations(), section).toEqual([]);
    }
    await openSection(page, site.url, "articles/new");
    expect(await violations()).toEqual([]);
  });

  it("publishes an article with a heading, bold text, a link, a list and a captioned figure, and an uploaded image; it shows on the home page and its category page", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    expect(await publish(page).isDisabled()).toBe(true);

    await page.getByLabel("Title").fill("Council passes the monsoon budget");
    expect(await page.getByLabel("Slug").inputValue()).toBe("council-passes-the-monsoon-budget");
    await writeFormattedText(page, image());
    expect(await page.getByText(/^Word count:/).textContent()).toMatch(/Word count: \d+/);
    await chooseByline(page, "Mira Das");
    await page.getByLabel("Category").selectOption("Science");
    await uploadImage(page);
    await expectToast(page, "Image uploaded", "Your image has been uploaded successfully");
    await page.getByLabel("Caption").fill("The council chamber");
    expect(await publish(page).isEnabled()).toBe(true);

    await publish(page).click();
    await confirmPublish(page);
    await expectToast(page, "Article created successfully", "Your article has been published");
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    expect(await page.getByLabel("Category").inputValue()).toBe("Politics");
    expect(await page.getByRole("textbox", { name: "Content" }).textContent()).toBe("");
    expect(await publish(page).isDisabled()).toBe(true);

    const home = await (await fetch(site.url)).text();
    expect(home).toContain("Council passes the monsoon budget");
    const science = await (await fetch(`${site.url}/science`)).text();
    expect(science).toContain("Council passes the monsoon budget");

    await page.goto(`${site.url}/article/council-passes-the-monsoon-budget`);
    const body = page.locator(".prose-body");
    expect(await body.locator("h2").textContent()).toBe("What the council decided");
    expect(await body.locator("strong").textContent()).toBe("five to four");
    expect(await body.locator("a").getAttribute("href")).toBe("https://budget.example.org/2026");
    expect(await body.locator("ul li").allTextContents()).toEqual(["Roads", "Schools"]);
    expect(await body.locator("figure img").getAttribute("alt")).toBe("The chamber after the vote");
    expect(await body.locator("figure figcaption").textContent()).toBe("The chamber after the vote");
    const lead = await page.locator("main img").first().getAttribute("src");
    expect(lead).toMatch(/^\/uploads\//);
    expect((await fetch(`${site.url}${lead}`)).status).toBe(200);
  });

  it("publishes an opinion piece, its category fixed to Opinion", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "opinion/new");
    const category = page.getByLabel("Category");
    expect(await category.inputValue()).toBe("Opinion");
    expect(await category.getAttribute("readonly")).not.toBeNull();
    await page.getByLabel("Title").fill("Why the library should stay open late");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Students study after dark.");
    await chooseByline(page, "Arun Roy");
    await setImageUrl(page, image());
    await publish(page).click();
    await confirmPublish(page);
    await expectToast(page, "Opinion piece created successfully", "Your opinion article has been published");
    const opinion = await (await fetch(`${site.url}/opinion`)).text();
    expect(opinion).toContain("Why the library should stay open late");
  });

  it("publishes a creative piece that opens in the creative page's dialog", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "creative/new");
    const type = page.getByLabel("Creative Type");
    expect(await type.inputValue()).toBe("poetry");
    expect(await type.locator("option").allTextContents()).toEqual([
      "Poetry",
      "Prose",
      "Visual Arts",
      "Photography",
    ]);
    await type.selectOption("prose");
    await page.getByLabel("Title").fill("The river at dusk");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The water kept the last of the light.");
    await chooseByline(page, "Lin Tun");
    await setImageUrl(page, image());
    await publish(page).click();
    await confirmPublish(page);
    await expectToast(
      page,
      "Creative piece created successfully",
      "Your creative article has been published",
    );
    expect(await type.inputValue()).toBe("poetry");

    await page.goto(`${site.url}/creative`);
    await page
      .getByRole("link", { name: /The river at dusk/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "The river at dusk" });
    await dialog.getByText("The water kept the last of the light.", { exact: true }).waitFor();
  });

  it("uploads an image file dropped into the text and puts it in as a figure", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("Before the picture.");
    const box = (await editor.boundingBox())!;
    const dataTransfer = await page.evaluateHandle(
      (base64) => {
        const transfer = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
        return transfer;
      },
      (await pngImage()).toString("base64"),
    );
    await editor.dispatchEvent("drop", {
      dataTransfer,
      clientX: box.x + box.width / 2,
      clientY: box.y + box.height / 2,
    });
    await expectToast(page, "Image uploaded", "Your image has been uploaded successfully");
    const src = await editor.locator("figure img").getAttribute("src");
    expect(src).toMatch(/^\/uploads\//);
    expect(await editor.locator("figure img").getAttribute("alt")).toBe("Article image");
  });

  it("keeps Publish disabled until title, content, author and image are there, and names what is missing", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    // A new piece's byline is the writer's own (decision 0042): without it, the author is missing too.
    await expect.poll(() => page.getByText("To publish, add title, content and image.").count()).toBe(1);
    await page.getByRole("button", { name: /^Remove / }).click();
    await page.getByText("To publish, add title, content, author and image.").waitFor();
    await page.getByLabel("Title").fill("A title");
    await chooseByline(page, "An author");
    await setImageUrl(page, image());
    expect(await publish(page).isDisabled()).toBe(true);
    await page.getByText("To publish, add content.").waitFor();
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Text.");
    expect(await publish(page).isEnabled()).toBe(true);
  });

  it("sends nothing and says 'Missing required fields' when the form is submitted incomplete", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.getByLabel("Title").fill("Only a title");
    await page.locator("main form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expectToast(page, "Missing required fields", "Please fill in title, content, author, and image");
    expect(posts).toEqual([]);
  });

  it("shows the server's refusal as 'Failed to create article' with its message", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    await page.getByLabel("Title").fill("x".repeat(301));
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Text.");
    await chooseByline(page, "An author");
    await setImageUrl(page, image());
    await publish(page).click();
    await confirmPublish(page);
    await expectToast(page, "Failed to create article", "The title can be at most 300 characters long");
    expect(await page.getByLabel("Title").inputValue()).toBe("x".repeat(301));
  });

  it("asks before Clear Form empties everything, and Cancel keeps the work", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    await page.getByLabel("Title").fill("Draft headline");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("Some words.");
    await page.getByLabel("Category").selectOption("Culture");
    await page.getByLabel("Featured Article").check();
    const clear = page.getByRole("button", { name: "Clear Form", exact: true });

    await clear.click();
    const dialog = page.getByRole("dialog", { name: "Are you sure? This will clear all your work." });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByLabel("Title").inputValue()).toBe("Draft headline");

    await clear.click();
    await dialog.getByRole("button", { name: "Clear Form" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    expect(await page.getByLabel("Slug").inputValue()).toBe("");
    expect(await page.getByLabel("Category").inputValue()).toBe("Politics");
    expect(await page.getByLabel("Featured Article").isChecked()).toBe(false);
    expect(await page.getByRole("textbox", { name: "Content" }).textContent()).toBe("");
  });

  it("gives unsaved work back after a reload", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "opinion/new");
    await page.getByLabel("Title").fill("Half-written column");
    await page.getByRole("textbox", { name: "Content" }).click();
    await page.keyboard.type("The first paragraph.");
    await page.waitForTimeout(600);
    // The tab asks before it reloads with unsaved work; this device kept it, and offers it back.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await page
      .getByRole("dialog", { name: "Unsaved changes on this device" })
      .getByRole("button", { name: "Restore my unsaved changes" })
      .click();
    await page.getByRole("textbox", { name: "Content" }).getByText("The first paragraph.").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("Half-written column");
  });
});
