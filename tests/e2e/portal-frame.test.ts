import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { openSection, setUpPortalSite } from "./portal-flows.ts";
import { expectToast } from "./reader-flows.ts";

const site = setUpPortalSite();
const SECTIONS = ["articles/new", "opinion/new", "creative/new"];

describe("the portal's frame", () => {
  it("has the slim portal bar instead of the public header, footer and splash", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    const bar = page.getByRole("banner");
    expect(await bar.getByRole("link", { name: "Borderland Times" }).getAttribute("href")).toBe("/");
    await bar.getByText("Editorial Portal").waitFor();
    expect(await page.getByText("Completely Student Run News Agency").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    await page.getByText("Logged in as desk-editor").waitFor();
  });

  it("logs out from the sidebar: back on /admin with 'Logged out', the dashboard closed", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "creative/new");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${site.url}/admin`);
    await expectToast(page, "Logged out", "You have been successfully logged out");
    await page.goto(`${site.url}/admin/dashboard/articles/new`);
    await page.waitForURL(`${site.url}/admin`);
  });

  it("lists an admin's sections in order, marks the current one, and moves between them", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "opinion/new");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Notifications",
      "Budget",
      "Pitches",
      "Upload New Article",
      "Upload Opinion Piece",
      "Upload Creative Piece",
      "My stories",
      "Manage Articles",
      "Manage Creative Pieces",
      "Media Library",
      "Comments",
      "Most read",
      "Contributions",
      "Pages",
      "Podcasts",
      "Sports",
      "Print editions",
      "Staff",
      "People",
      "Newsletter",
      "Settings",
      "Redirects",
      "Import",
      "Audit log",
    ]);
    expect(await nav.getByRole("link", { name: "Upload Opinion Piece" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await nav.getByRole("link", { name: "Upload Creative Piece" }).click();
    await page.getByRole("heading", { name: "Create Creative Piece" }).waitFor();
    expect(page.url()).toBe(`${site.url}/admin/dashboard/creative/new`);
  });

  it("opens the sections from a button on a phone, closes on Escape and after a choice", async () => {
    const page = await site.staffPage({ width: 375, height: 800 });
    await openSection(page, site.url, "articles/new");
    const toggle = page.getByRole("button", { name: "Sections" });
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const controls = await toggle.getAttribute("aria-controls");
    expect(await page.locator(`[id="${controls}"]`).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Sections");
    await toggle.click();
    await nav.getByRole("link", { name: "Upload Opinion Piece" }).click();
    await page.getByRole("heading", { name: "Create Opinion Piece" }).waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("accessibility of the writing sections (axe, WCAG 2.1 AA)", () => {
  for (const width of [1280, 375]) {
    it(`finds nothing on the three create sections at ${width} px${width === 375 ? ", sections open and closed" : ""}`, async () => {
      const page = await site.staffPage({ width, height: 900 });
      for (const section of SECTIONS) {
        await openSection(page, site.url, section);
        expect(await axeViolations(page), section).toEqual([]);
        if (width === 375) {
          await page.getByRole("button", { name: "Sections" }).click();
          expect(await axeViolations(page), `${section}, sections open`).toEqual([]);
          await page.keyboard.press("Escape");
        }
      }
    });

    it(`finds nothing with Clear Form's confirmation and the editor's link and image dialogs open at ${width} px`, async () => {
      const page = await site.staffPage({ width, height: 900 });
      await openSection(page, site.url, "articles/new");
      await page.getByRole("button", { name: "Clear Form", exact: true }).click();
      await page.getByRole("dialog", { name: "Are you sure? This will clear all your work." }).waitFor();
      expect(await axeViolations(page), "confirm dialog").toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("textbox", { name: "Content" }).click();
      await page.getByRole("button", { name: "Link", exact: true }).click();
      await page.getByRole("dialog", { name: "Insert link" }).waitFor();
      expect(await axeViolations(page), "link dialog").toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Image", exact: true }).click();
      await page.getByRole("dialog", { name: "Insert image" }).waitFor();
      expect(await axeViolations(page), "image dialog").toEqual([]);
    });
  }

  it("reaches the editor's toolbar with one Tab, moves in it with the arrows, and Tab leaves the text", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.id);
    // The control just before the editor is the Word import's file chooser.
    await page.getByLabel("Upload a Word document").focus();
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Text style");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("Font");
    // The toolbar's last control is the editor's Help (issue 41).
    await page.keyboard.press("End");
    expect(await focused()).toBe("Help");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("ql-editor"))).toBe(true);
    await page.keyboard.type("Words, then on to the author.");
    await page.keyboard.press("Tab");
    // On to the byline, whose first control is the writer's own person, as a chip (issue 26).
    expect(await focused()).toMatch(/^Remove /);
  });

  it("names every editor control for screen readers", async () => {
    const page = await site.staffPage();
    await openSection(page, site.url, "articles/new");
    const toolbar = page.getByRole("toolbar", { name: "Content formatting" });
    const unnamed = await toolbar
      .locator("button, select")
      .evaluateAll((controls) => controls.filter((c) => !c.getAttribute("aria-label")).length);
    expect(unnamed).toBe(0);
    expect(await toolbar.locator("button, select").count()).toBeGreaterThanOrEqual(20);
  });
});
