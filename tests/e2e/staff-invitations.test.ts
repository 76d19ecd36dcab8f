import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { expectToast, setUpPortal, signInToPortal, type Admin, signInQuietly } from "./portal-site.ts";
import { acceptInvitation, invitationLink, invite } from "./staff-flows.ts";

const ADMIN: Admin = {
  username: "adviser",
  email: "adviser@borderland.test",
  password: "faculty-adviser-2026",
  name: "Meera Adviser",
};
const site = setUpPortal([ADMIN], { smtp: true });
const WIDTHS = [375, 1280] as const;
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

async function staffPage(width: number): Promise<Page> {
  const page = await site.page({ width });
  await signInQuietly(page, site.url, ADMIN);
  await page.goto(`${site.url}/admin/dashboard/staff`);
  await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
  return page;
}

const linkFor = (email: string) => invitationLink(site.smtp, site.url, email);

describe.each(WIDTHS)("staff invitations at %i px", (width) => {
  const who = {
    name: `Asha Rai ${width}`,
    email: `asha-${width}@borderland.test`,
    username: `asha${width}`,
    password: "river-stones-2026",
    role: width === 375 ? "Editor" : "Admin",
  };

  it("an admin invites by e-mail; the invitee accepts and lands in the portal; every state is axe clean", async () => {
    const admin = await staffPage(width);
    await check(admin, "staff", width);
    await invite(admin, who);
    await check(admin, "staff-invited", width);
    await admin.getByRole("button", { name: `Revoke the invitation of ${who.name}` }).click();
    await admin.getByRole("dialog", { name: /^Revoke the invitation of/ }).waitFor();
    await check(admin, "staff-revoke-dialog", width);
    await admin.getByRole("button", { name: "Cancel" }).click();

    const link = await linkFor(who.email);
    const invitee = await site.page({ width });
    await invitee.goto(link);
    await invitee.getByRole("heading", { name: "Join the editorial portal" }).waitFor();
    expect(await invitee.getByRole("main").textContent()).toContain(`Meera Adviser invited ${who.name}`);
    await check(invitee, "accept", width);
    await acceptInvitation(invitee, link, who);

    // The link worked once.
    const again = await site.page({ width });
    await again.goto(link);
    await again.getByRole("heading", { name: "This invitation has been used" }).waitFor();
    await check(again, "accept-used", width);

    await admin.reload();
    const row = admin.locator("#staff-list tr", { hasText: who.email });
    await row.getByText("Active").waitFor();
    expect(await admin.locator("#invitations").textContent()).not.toContain(who.email);

    // The handover (issue 40) offers the new member; its question names them, starts the keyboard on
    // Cancel and gives focus back to the button that asked; it is axe clean too.
    await admin
      .getByRole("combobox", { name: "Hand it to" })
      .selectOption({ label: `${who.name} (${who.email})` });
    const handOver = admin.getByRole("button", { name: "Hand over..." });
    await handOver.click();
    const question = admin.getByRole("dialog", { name: `Hand the publication to ${who.name}?` });
    await question.waitFor();
    await check(admin, "staff-handover-confirm", width);
    await admin.keyboard.press("Enter");
    await question.waitFor({ state: "hidden" });
    expect(await handOver.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe("revoking and deactivating", () => {
  it("a revoked link's page says so; a deactivated member's browser is signed out and sign-in refused", async () => {
    const admin = await staffPage(1280);
    const late = { name: "Tenzin Lama", email: "tenzin@borderland.test", role: "Contributor" };
    await invite(admin, late);
    const link = await linkFor(late.email);
    await admin.getByRole("button", { name: `Revoke the invitation of ${late.name}` }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await expectToast(admin, "Invitation revoked");
    const visitor = await site.page({ width: 375 });
    await visitor.goto(link);
    await visitor.getByRole("heading", { name: "This invitation was withdrawn" }).waitFor();
    await check(visitor, "accept-revoked", 375);

    // The admin invited at 1280 px is signed in elsewhere; deactivating them ends that at once.
    const other = await site.page();
    await signInToPortal(other, site.url, { ...ADMIN, username: "asha1280", password: "river-stones-2026" });
    await admin.reload();
    await admin.getByRole("button", { name: "Deactivate Asha Rai 1280" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await expectToast(admin, "Deactivated", "signed out everywhere");
    await admin.locator("#staff-list tr", { hasText: "asha-1280@" }).getByText("Deactivated").waitFor();
    await check(admin, "staff-deactivated", 1280);
    await other.goto(`${site.url}/admin/dashboard/articles`);
    await other.waitForURL(`${site.url}/admin`);
    await other.getByLabel("Username").fill("asha1280");
    await other.getByLabel("Password").fill("river-stones-2026");
    await other.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await other
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "This account has been deactivated" })
      .waitFor();
  });
});
