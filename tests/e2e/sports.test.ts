import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import {
  expectToast,
  portalSession,
  publishArticle,
  setUpPortal,
  signInQuietly,
  staffAccount,
} from "./portal-site.ts";

/** The sports desk (issue 42, decision 0078): an editor puts a game on a team's schedule; a reporter on
 * a 375 px phone enters its live score by quarter, then the final; a reader sees it on the Sports strip,
 * the home page and the team's page (its record); the editor names the game's recap, which the team
 * page links and which says which game it recaps. Axe clean at 375 and 1280 px. */
const EDITOR = staffAccount("sports-editor", "Sports Editor");
const REPORTER = staffAccount("sports-reporter", "Sports Reporter");
const site = setUpPortal([EDITOR, REPORTER], {
  roles: { "sports-editor": "editor", "sports-reporter": "contributor" },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TEAM = "Varsity Girls Basketball";
const TODAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function check(page: Page, name: string, widths: readonly number[] = [375, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** The four quarters' cells of the score form, ours and theirs. */
async function quarters(page: Page, scores: [string, string][]) {
  for (const [i, [us, them]] of scores.entries()) {
    await page.getByLabel(`Quarter ${i + 1}, ${TEAM}`).fill(us);
    await page.getByLabel(`Quarter ${i + 1}, Central High`).fill(them);
  }
}

/** What a reader (no session: the cached pages) sees of the game on `address`. */
async function shown(reader: Page, address: string) {
  await reader.goto(`${site.url}${address}`);
  return (await reader.getByRole("region", { name: /scores/i }).innerText()).replace(/\s+/g, " ");
}

describe("the sports desk", () => {
  it("an editor adds a team and a game today", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/sports`);
    const addTeam = page.locator("#add-team");
    await addTeam.getByRole("textbox", { name: "Name" }).fill(TEAM);
    await addTeam.getByLabel("League").fill("Metro League");
    await addTeam.getByRole("button", { name: "Add team" }).click();
    await expectToast(page, "Team added", `${TEAM} is at /sports/varsity-girls-basketball.`);
    const addGame = page.locator("#add-game");
    await addGame.getByLabel("Date").fill(TODAY);
    await addGame.getByLabel("Start time").fill("00:05");
    await addGame.getByLabel("Opponent").fill("Central High");
    await addGame.getByLabel("Venue").fill("Main Gym");
    await addGame.getByRole("button", { name: "Add game" }).click();
    await expectToast(page, "Game added", "Against Central High.");
    await check(page, "portal-sports");
  });

  it("a reporter on a phone enters the live score by quarter, then the final; readers see it everywhere", async () => {
    const page = await site.page({ width: 375, height: 800 });
    await signInQuietly(page, site.url, REPORTER);
    await page.goto(`${site.url}/admin/dashboard/sports`);
    await page.getByRole("link", { name: `Enter score for ${TEAM} vs Central High` }).click();
    await page.getByRole("heading", { name: `${TEAM} vs Central High`, level: 1 }).waitFor();
    expect(await page.getByLabel(`Quarter 1, ${TEAM}`).getAttribute("inputmode")).toBe("numeric");
    const status = page.getByRole("group", { name: "Status" });
    await status.getByText("Live", { exact: true }).click();
    await quarters(page, [
      ["12", "10"],
      ["8", "14"],
      ["15", "9"],
    ]);
    await page.getByRole("button", { name: "Save score" }).click();
    await expectToast(page, "Score saved", "Now: 35–33.");
    await check(page, "score-live", [375]);

    const reader = await site.page({ width: 1280 });
    expect(await shown(reader, "/sports")).toContain("Live · after Quarter 3 35–33");
    expect(await shown(reader, "/")).toContain("Live · after Quarter 3 35–33");

    // A slip of the thumb is refused, and what was typed stays for the next press of Save.
    await quarters(page, [
      ["12", "10"],
      ["8", "14"],
      ["15", "9"],
      ["1o", "11"],
    ]);
    await status.getByText("Final", { exact: true }).click();
    await page.getByRole("button", { name: "Save score" }).click();
    await expectToast(page, "Failed to save the score");
    await page
      .getByRole("group", { name: "Score by period" })
      .getByRole("alert")
      .filter({ hasText: "A score is a whole number from 0 to 999." })
      .waitFor();
    expect(await page.getByLabel(`Quarter 4, ${TEAM}`).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel(`Quarter 3, ${TEAM}`).inputValue()).toBe("15");
    await page.getByLabel(`Quarter 4, ${TEAM}`).fill("10");
    await page.getByRole("button", { name: "Save score" }).click();
    await expectToast(page, "Score saved", "Final: 45–44.");
    await check(page, "score-final");

    expect(await shown(reader, "/sports")).toContain("Final W 45–44");
    expect(await shown(reader, "/")).toContain("Final W 45–44");
    await check(reader, "home");
    await reader.goto(`${site.url}/sports`);
    await check(reader, "sports");
    await reader.getByRole("link", { name: TEAM }).first().click();
    await reader.getByRole("heading", { name: TEAM, level: 1 }).waitFor();
    expect(await reader.getByTestId("team-record").innerText()).toBe("1–0");
    await check(reader, "team");
  });

  it("an editor names the game's recap: the team page links it, and the story says which game", async () => {
    const recap = "Girls hold off Central High by one";
    const story = await publishArticle(site.url, await portalSession(site.url, EDITOR), { title: recap });
    const page = await site.page({ width: 375, height: 800 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/sports`);
    await page.getByRole("link", { name: `Enter score for ${TEAM} vs Central High` }).click();
    await page.getByLabel("Story").selectOption({ label: `${recap} (published)` });
    await page.getByLabel("This is the game's recap").check();
    await page.getByRole("button", { name: "Add story" }).click();
    await expectToast(page, "Recap added");
    await page.getByRole("button", { name: `Remove ${recap}` }).waitFor();
    expect(await page.getByTestId("game-stories").innerText()).toContain(`Recap: ${recap}`);

    const reader = await site.page({ width: 1280 });
    await reader.goto(`${site.url}/sports/varsity-girls-basketball`);
    expect(await reader.getByTestId("team-stories").innerText()).toContain(recap);
    await reader.getByRole("link", { name: `Recap: ${recap}` }).click();
    await reader.waitForURL(`**/article/${story.slug}`);
    expect(await reader.getByTestId("recap-of").innerText()).toBe(
      `Recap of: ${TEAM} vs Central High, W 45–44`,
    );
    await check(reader, "recap");
    await reader.getByRole("link", { name: `${TEAM} vs Central High` }).click();
    await reader.getByRole("heading", { name: TEAM, level: 1 }).waitFor();
    await check(reader, "team-stories");
  });
});
