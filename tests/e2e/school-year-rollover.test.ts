import { spawnSync } from "node:child_process";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast, portalSession, setUpPortal, signInQuietly, staffAccount } from "./portal-site.ts";

/** Issue 40: the admin's home says the year has begun without its rollover; a rollover with three
 * graduating staff, one with an open draft, one with an open assignment. Their author pages and the
 * year's archive (/archive/2025-26) stay, and say 'Class of 2026'; /staff/2025-26 keeps the old masthead
 * and /staff shows the new; the draft has its new owner; the undo puts all of it back. The journey needs
 * no fixed clock: the masthead in force is 2025–26's on any day from then on, and the rollover moves it
 * to the next year. */
const ADMIN = staffAccount("advisor-admin", "Ana Admin");
const GRADS = [
  staffAccount("gia-grad", "Gia Grad"),
  staffAccount("hal-grad", "Hal Grad"),
  staffAccount("ida-grad", "Ida Grad"),
];
const STAYS = staffAccount("ivy-stays", "Ivy Stays");
const DRAFT = "Unfinished feature on the science fair";
const ASSIGNMENT = "Photos of the science fair";
const MASTHEAD = [
  { username: "gia-grad", classYear: "Class of 2026", title: "Editor-in-Chief", draft: DRAFT },
  { username: "hal-grad", classYear: "2026", title: "Sports Editor", published: "Homecoming game recap" },
  { username: "ida-grad", classYear: "Class of 2026", title: "Photo Editor", assignment: ASSIGNMENT },
  { username: "ivy-stays", classYear: "Class of 2028", title: "News Editor" },
];
const site = setUpPortal([ADMIN, ...GRADS, STAYS], {
  roles: {
    "gia-grad": "editor",
    "hal-grad": "contributor",
    "ida-grad": "contributor",
    "ivy-stays": "editor",
  },
  prepare(dataDir) {
    const done = spawnSync(
      process.execPath,
      ["--import", "tsx", "tests/helpers/school-year-staff.ts", JSON.stringify(MASTHEAD)],
      { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    if (done.status !== 0) throw new Error(`school-year-staff failed: ${done.stderr}${done.stdout}`);
  },
});
const WIDTHS = [375, 1280] as const;

async function axeAt(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
}

const names = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();

/** Whether `who`'s My stories lists the draft. */
async function holdsDraft(who: typeof STAYS): Promise<boolean> {
  const page = await site.page({ width: 1280 });
  await signInQuietly(page, site.url, who);
  await page.goto(`${site.url}/admin/dashboard/mine`);
  await page.getByRole("heading", { name: "My stories" }).waitFor();
  const has = (await page.getByText(DRAFT).count()) > 0;
  await page.close();
  return has;
}

describe("the school year rollover", () => {
  it("graduates three, hands the draft over, keeps 2025–26's masthead, and undoes it all", async () => {
    const page = await site.page({ width: 1280 });
    await signInQuietly(page, site.url, ADMIN);
    // The year the clock is in has begun under 2025–26's masthead: the admin's home says so.
    await page.goto(`${site.url}/admin/dashboard`);
    await page.getByRole("heading", { name: /school year has begun: review the rollover$/ }).waitFor();
    await axeAt(page, "year-start-notice");
    await page.getByRole("link", { name: "Review the rollover" }).click();
    await page.getByRole("heading", { name: "3 people graduate" }).waitFor();
    await axeAt(page, "rollover-preview");
    await page.getByLabel(`Their draft '${DRAFT}'`).selectOption({ label: "Hand it to Ivy Stays" });
    await page
      .getByLabel(`Their assignment '${ASSIGNMENT}' (photographer)`)
      .selectOption({ label: "Hand it to Ivy Stays" });
    await page.getByRole("button", { name: /^Roll over to/ }).click();
    await expectToast(
      page,
      "School year rolled over",
      "3 graduates are alumni now. You can undo it for 7 days.",
    );
    await page.getByRole("button", { name: "Undo the rollover" }).waitFor();
    await axeAt(page, "rollover-done");

    await page.goto(`${site.url}/staff`);
    expect(await names(page)).toEqual(["Ivy Stays"]);
    await axeAt(page, "staff-now");
    await page.getByRole("link", { name: "2025–26" }).click();
    await page.waitForURL(/\/staff\/2025-26$/);
    expect(await names(page)).toEqual(["Gia Grad", "Hal Grad", "Ida Grad", "Ivy Stays"]);
    await page.getByText("Editor-in-Chief").waitFor();
    await axeAt(page, "staff-2025-26");
    await page.goto(`${site.url}/author/hal-grad`);
    await page.getByText("Class of 2026").waitFor();
    await page.getByRole("link", { name: "Homecoming game recap" }).waitFor();
    await axeAt(page, "alumnus-author-page");
    // The year's masthead leads to its archive.
    await page.goto(`${site.url}/staff/2025-26`);
    await page.getByRole("link", { name: "Everything published in 2025–26" }).click();
    await page.waitForURL(/\/archive\/2025-26$/);
    await page.getByRole("heading", { name: "October 2025" }).waitFor();
    await page.getByRole("link", { name: "Homecoming game recap" }).waitFor();
    await axeAt(page, "archive-2025-26");

    // Alumni sign in no more; the draft is Ivy's.
    await expect(portalSession(site.url, GRADS[0]!)).rejects.toThrow();
    expect(await holdsDraft(STAYS)).toBe(true);

    await page.goto(`${site.url}/admin/dashboard/rollover`);
    await page.getByRole("button", { name: "Undo the rollover" }).click();
    await expectToast(page, "Rollover undone", "3 people are back on the staff");
    await page.goto(`${site.url}/staff`);
    expect(await names(page)).toEqual(["Gia Grad", "Hal Grad", "Ida Grad", "Ivy Stays"]);
    expect(await holdsDraft(STAYS)).toBe(false);
    expect(await holdsDraft(GRADS[0]!)).toBe(true);
  });
});
