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
 * the home page and the team's page (its record); the editor tags a story with the game as its recap in
 * the story's editor, which the team page links and which says which game it recaps. Axe clean at 375
 * and 1280 px. */
const EDITOR = staffAccount("sports-editor", "Sports Editor");
const REPORTER = staffAccount("sports-reporter", "Sports Reporter");
const site = setUpPortal([EDITOR, REPORTER], {
  roles: { "sports-editor": "editor", "sports-reporter": "contributor" },
});
const SHOTS = process.env.SCREENSHOT_DIR;
const TEAM = "Varsity Girls Basketball";
const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(d);
const TODAY = day(new Date());
const YESTERDAY = day(new Date(Date.now() - 86_400_000));

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
    // Yesterday's game, and its final alone: the Sports page's past week.
    await addGame.getByLabel("Date").fill(YESTERDAY);
    await addGame.getByLabel("Start time").fill("18:00");
    await addGame.getByLabel("Opponent").fill("North High");
    await addGame.getByRole("button", { name: "Add game" }).click();
    await expectToast(page, "Game added", "Against North High.");
    await page.getByRole("link", { name: `Enter score for ${TEAM} vs North High` }).click();
    await page.getByRole("group", { name: "Status" }).getByText("Final", { exact: true }).click();
    await page.getByLabel(`Final, ${TEAM}`).fill("60");
    await page.getByLabel("Final, North High").fill("52");
    await page.getByRole("button", { name: "Save score" }).click();
    await expectToast(page, "Score saved", "Final: 60–52.");
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
    expect(await reader.getByTestId("team-record").innerText()).toBe("2–0");
    await check(reader, "team");
  });

  it("an editor tags a story with the game as its recap in the story's editor: the team page links it, and the story says which game", async () => {
    const recap = "Girls hold off Central High by one";
    const story = await publishArticle(site.url, await portalSession(site.url, EDITOR), { title: recap });
    const page = await site.page({ width: 375, height: 800 });
    await signInQuietly(page, site.url, EDITOR);
    await page.goto(`${site.url}/admin/dashboard/articles/${story.id}`);
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    const sports = page.getByRole("group", { name: "Sports" });
    const team = sports.getByLabel("Team");
    await team.selectOption(await team.locator("option", { hasText: TEAM }).getAttribute("value"));
    const game = sports.getByLabel("Game");
    await game.locator("option", { hasText: "vs Central High" }).waitFor({ state: "attached" });
    await game.selectOption(
      await game.locator("option", { hasText: "vs Central High" }).getAttribute("value"),
    );
    await sports.getByRole("button", { name: "Add to the story" }).click();
    // The recap is marked from the keyboard.
    const isRecap = sports.getByRole("checkbox", { name: /^The game's recap/ });
    await isRecap.focus();
    await page.keyboard.press("Space");
    expect(await isRecap.isChecked()).toBe(true);
    await check(page, "editor-sports");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expectToast(page, "Article updated", "Your article has been successfully updated");

    await page.goto(`${site.url}/admin/dashboard/sports`);
    await page.getByRole("link", { name: `Enter score for ${TEAM} vs Central High` }).click();
    expect(await page.getByTestId("game-stories").innerText()).toContain(`Recap: ${recap}`);
    await check(page, "game-stories");

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
    expect(reader.url()).toMatch(/#game-[0-9a-f-]{36}$/);
    await check(reader, "team-stories");
    // The Sports page: the latest stories about the teams, and the past week's results.
    await reader.goto(`${site.url}/sports`);
    expect(await reader.getByTestId("team-stories").innerText()).toContain(recap);
    const results = reader.getByRole("region", { name: "Results of the past week" });
    expect((await results.innerText()).replace(/\s+/g, " ")).toContain("vs North High Final W 60–52");
    await check(reader, "sports-stories");
  });
});
