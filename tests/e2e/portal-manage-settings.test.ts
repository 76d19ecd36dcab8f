import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast, post, setUpPortal, signInToPortal, type Admin, signInQuietly } from "./portal-site.ts";

const DESK: Admin = {
  username: "desk-editor",
  email: "desk@borderland.test",
  password: "front-page-2026",
  name: "Desk Editor",
};
const NIGHT: Admin = {
  username: "night-editor",
  email: "night@borderland.test",
  password: "late-edition-2026",
  name: "Night Editor",
};
const site = setUpPortal([DESK, NIGHT]);
const token = () => randomBytes(3).toString("hex");

async function deskPage(path: string, width = 1280): Promise<Page> {
  const page = await site.page({ width });
  await signInQuietly(page, site.url, DESK);
  await page.goto(`${site.url}${path}`);
  return page;
}

/** The accessible name of the focused element, near enough: its aria-label, else its text. */
const focusedText = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
  );

describe("Settings", () => {
  it("adds breaking news, shows it in the public ticker, hides, shows, edits and deletes it", async () => {
    const page = await deskPage("/admin/dashboard/settings");
    const card = page.getByRole("region", { name: "Breaking News Management" });
    const title = `Bridge closed ${token()}`;
    await card.getByRole("button", { name: "Add Breaking News" }).click();
    await expectToast(page, "Missing fields", "Please fill in both title and content for breaking news");
    await card.getByLabel("Title").fill(title);
    await card.getByLabel("Content").fill("The old bridge is closed for repairs until Monday.");
    await card.getByRole("button", { name: "Add Breaking News" }).click();
    await expectToast(page, "Breaking news created", "Breaking news has been successfully added");
    const item = card.getByRole("listitem").filter({ hasText: title });
    await item.getByText("Active", { exact: true }).waitFor();
    expect(await card.getByLabel("Title").inputValue()).toBe("");
    const home = () => fetch(site.url).then((r) => r.text());
    expect(await home()).toContain(title);

    await item.getByRole("button", { name: `Hide “${title}”` }).click();
    await expectToast(page, "Breaking news deactivated", "Breaking news has been hidden on the website");
    await item.getByText("Inactive", { exact: true }).waitFor();
    expect(await home()).not.toContain(title);

    await item.getByRole("button", { name: `Show “${title}”` }).click();
    await expectToast(page, "Breaking news activated", "Breaking news has been shown on the website");
    expect(await home()).toContain(title);

    // Edit: Add's fields and checks, in a dialog; the public pages show the new title at once.
    await item.getByRole("link", { name: `Edit “${title}”` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Breaking News" });
    await edit.waitFor();
    const titleField = edit.getByLabel("Title");
    expect(await titleField.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await titleField.inputValue()).toBe(title);
    expect(await axeViolations(page)).toEqual([]);
    await edit.getByLabel("Title").fill(" ");
    await edit.getByRole("button", { name: "Update Breaking News" }).click();
    await expectToast(page, "Missing fields", "Please fill in both title and content for breaking news");
    const renamed = `Bridge reopened ${token()}`;
    await edit.getByLabel("Title").fill(renamed);
    await edit.getByRole("button", { name: "Update Breaking News" }).click();
    await expectToast(page, "Breaking news updated", "Breaking news has been successfully updated");
    await edit.waitFor({ state: "detached" });
    const edited = card.getByRole("listitem").filter({ hasText: renamed });
    await edited.getByText("Active", { exact: true }).waitFor();
    expect(await focusedText(page)).toBe(`Edit “${renamed}”`);
    expect(await home()).toContain(renamed);
    expect(await home()).not.toContain(title);

    await edited.getByRole("button", { name: `Delete “${renamed}”` }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this breaking news?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Breaking news deleted", "Breaking news has been successfully removed");
    await edited.waitFor({ state: "detached" });
    expect(await home()).not.toContain(renamed);
  });

  it("renames the site: the public header and the page title use the new name at once", async () => {
    const page = await deskPage("/admin/dashboard/settings");
    const card = page.getByRole("region", { name: "Site Settings" });
    expect(await card.getByLabel("Site Name").inputValue()).toBe("Borderland Times");
    expect(await card.getByLabel("Site Tagline").inputValue()).toBe("Truth in Every Story");
    await card.getByLabel("Site Name").fill("Riverside Ledger");
    await card.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved", "Your site settings have been saved");

    const reader = await site.page();
    await reader.goto(`${site.url}/politics`);
    expect(await reader.getByRole("banner").textContent()).toMatch(/Riverside\s*Ledger/);
    expect(await reader.title()).toContain("Riverside Ledger");

    await card.getByLabel("Site Name").fill("Borderland Times");
    await card.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved");
  });

  it("sets the daily backups, says what a number out of range should be, downloads the content, and passes axe at 375 and 1280 px", async () => {
    const page = await deskPage("/admin/dashboard/settings#backups", 375);
    const card = page.getByRole("region", { name: "Backups" });
    await card.getByText("None yet").waitFor();
    await card.getByLabel("Daily copies to keep").fill("0");
    await card.getByRole("button", { name: "Save" }).click();
    await card.getByText("Enter a whole number from 1 to 60.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByLabel("Daily copies to keep").fill("10");
    await card.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Backup settings saved", "A backup is taken every day");
    await page.reload();
    expect(await card.getByLabel("Daily copies to keep").inputValue()).toBe("10");
    expect(await card.textContent()).toMatch(/Next backup.*at 3:00 AM/);

    const wide = await deskPage("/admin/dashboard/settings#export");
    const download = wide.waitForEvent("download");
    await wide.getByRole("button", { name: "Download the content as JSON" }).click();
    expect((await download).suggestedFilename()).toMatch(/^borderland-content-.+\.json$/);
    expect(await axeViolations(wide)).toEqual([]);
  });

  it("changes the password: the old one is refused afterwards and the account's other session ends", async () => {
    const page = await site.page();
    await signInToPortal(page, site.url, NIGHT);
    const other = await site.page();
    await signInToPortal(other, site.url, NIGHT);
    await page.goto(`${site.url}/admin/dashboard/settings`);
    const card = page.getByRole("region", { name: "Change Password" });
    await card.getByText("Changing the password of night-editor").waitFor();

    await card.getByLabel("Current Password").fill(NIGHT.password);
    await card.getByLabel(/^New Password/).fill("harbour-lights-9");
    await card.getByLabel("Confirm New Password").fill("harbour-lights-8");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password mismatch", "New password and confirmation don't match");
    await card.getByLabel(/^New Password/).fill("short");
    await card.getByLabel("Confirm New Password").fill("short");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password too short", "Password must be at least 6 characters long");

    await card.getByLabel(/^New Password/).fill("harbour-lights-9");
    await card.getByLabel("Confirm New Password").fill("harbour-lights-9");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password updated", "Your password has been successfully changed");
    expect(await card.getByLabel("Current Password").inputValue()).toBe("");
    expect(await card.getByLabel(/^New Password/).inputValue()).toBe("");

    await other.goto(`${site.url}/admin/dashboard/settings`);
    expect(new URL(other.url()).pathname).toBe("/admin");
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard/settings");
    const old = await post(site.url, "/admin", { username: NIGHT.username, password: NIGHT.password });
    expect(old.status).toBe(401);
    const fresh = await post(site.url, "/admin", { username: NIGHT.username, password: "harbour-lights-9" });
    expect(fresh.status).toBe(302);
  });
});
