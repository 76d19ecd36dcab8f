import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateTimeValue } from "#shared/local-time.ts";
import { axeViolations } from "../helpers/browser.ts";
import {
  makeEditionBeforeStart,
  portalSession,
  post,
  setUpPortal,
  signInQuietly,
  staffAccount,
} from "./portal-site.ts";

// The desk (issue 38): the budget's three views (the list also by print edition, issue 43) and the
// pitches page are axe-clean at a phone's and a laptop's width, and a card moves across the board by the
// keyboard alone.

const EDITOR = staffAccount("desk-editor", "Desk Editor");
const WRITER = staffAccount("desk-writer", "Desk Writer");
/** A draft print edition, Vol. 12, No. 5, that one story is planned for. */
let editionId = "";
const site = setUpPortal([EDITOR, WRITER], {
  roles: { [EDITOR.username]: "editor", [WRITER.username]: "contributor" },
  prepare(dataDir) {
    editionId = makeEditionBeforeStart(dataDir, "draft");
  },
});
/** Set SCREENSHOT_DIR to keep a full-page picture of each page at each width. */
const SHOTS = process.env.SCREENSHOT_DIR;
const inHours = (h: number) => localDateTimeValue(new Date(Date.now() + h * 3_600_000), "Asia/Kolkata");

const PAGES = [
  ["list", "/admin/dashboard/desk"],
  ["list by edition", "/admin/dashboard/desk?group=edition"],
  ["board", "/admin/dashboard/desk?view=board"],
  ["calendar", "/admin/dashboard/desk?view=calendar"],
  ["pitches", "/admin/dashboard/pitches"],
  ["new assignment", "/admin/dashboard/desk/new"],
] as const;

async function open(width: number, to: string, who = EDITOR): Promise<Page> {
  const page = await site.page({ width });
  await signInQuietly(page, site.url, who);
  await page.goto(`${site.url}${to}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

describe("the desk's pages", () => {
  beforeAll(async () => {
    const editor = await portalSession(site.url, EDITOR);
    const writer = await portalSession(site.url, WRITER);
    for (const [headline, due, publish, edition] of [
      ["Hostel water shortage", 30, 60, editionId],
      ["Debate team goes national", 50, 80, ""],
    ] as const) {
      const made = await post(
        site.url,
        "/admin/dashboard/desk/new",
        {
          intent: "create",
          headline,
          category: "Regional",
          draftDue: inHours(due),
          publishTarget: inHours(publish),
          editionId: edition,
        },
        editor,
      );
      expect(made.status).toBeLessThan(400);
    }
    const pitched = await post(
      site.url,
      "/admin/dashboard/pitches",
      { intent: "pitch", headline: "Library hours cut", category: "General", "media-photos": "on" },
      writer,
    );
    expect(pitched.status).toBeLessThan(400);
  });

  describe.each([375, 1280] as const)("at %i px", (width) => {
    it.each(PAGES)("shows the %s axe-clean", async (name, to) => {
      const page = await open(width, to);
      if (name === "pitches")
        await page.getByRole("button", { name: /^Accept\W+Library hours cut$/ }).waitFor();
      else if (name === "new assignment") await page.getByLabel("Working headline").waitFor();
      else await page.getByRole("link", { name: "Hostel water shortage" }).first().waitFor();
      if (name === "list by edition")
        expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
          "Vol. 12, No. 5: Spring Issue",
          "No edition",
        ]);
      expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, `desk-${name}-${width}.png`), fullPage: true });
      await page.context().close();
    });
  });

  it.each([375, 1280])("shows an assignment's page axe-clean at %i px", async (width) => {
    const page = await open(width, "/admin/dashboard/desk");
    await page.getByRole("link", { name: "Hostel water shortage" }).click();
    await page.getByRole("heading", { name: "Hostel water shortage", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Start the draft" }).waitFor();
    expect(await axeViolations(page), `assignment at ${width} px`).toEqual([]);
    if (SHOTS)
      await page.screenshot({ path: path.join(SHOTS, `desk-assignment-${width}.png`), fullPage: true });
    await page.context().close();
  });

  it("moves a card across the board with the keyboard alone, the focus staying on it, and by dragging", async () => {
    const page = await open(1280, "/admin/dashboard/desk?view=board");
    const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
    const target = "Move to Drafting: Debate team goes national";
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab");
      if ((await page.evaluate(() => document.activeElement?.textContent ?? "")) === target) break;
    }
    await page.keyboard.press("Enter");
    await column("Drafting").getByRole("link", { name: "Debate team goes national" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.hasAttribute("data-card"));
    // From the card, the next Tab reaches its moves; Enter on 'Move to In review' moves it again.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      if (
        (await page.evaluate(() => document.activeElement?.textContent ?? "")).startsWith("Move to In review")
      )
        break;
    }
    await page.keyboard.press("Enter");
    await column("In review").getByRole("link", { name: "Debate team goes national" }).waitFor();
    expect(await column("Assigned").getByRole("link").allTextContents()).toEqual(["Hostel water shortage"]);
    // Dragging does the same, once the page's script runs.
    const card = column("Assigned").getByRole("listitem").filter({ hasText: "Hostel water shortage" });
    await card.dragTo(column("Drafting"));
    await column("Drafting").getByRole("link", { name: "Hostel water shortage" }).waitFor();
    await page.context().close();
  });
});
