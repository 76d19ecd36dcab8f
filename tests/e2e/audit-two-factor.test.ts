import path from "node:path";
import { TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TWO_FACTOR_SETUP_OWED } from "#shared/texts.ts";
import { axeViolations } from "../helpers/browser.ts";
import { portalSession, post, setUpPortal, signInToPortal, type Admin } from "./portal-site.ts";

const admin = (username: string, name: string): Admin => ({
  username,
  email: `${username}@borderland.test`,
  password: `${username}-passphrase-2026`,
  name,
});
const CHIEF = admin("chief-editor", "Chief Editor");
/** One newcomer per width: each sets up two-factor sign-in once. */
const NEWCOMERS = { 375: admin("adviser-one", "Adviser One"), 1280: admin("adviser-two", "Adviser Two") };
const site = setUpPortal([CHIEF, ...Object.values(NEWCOMERS)]);
const WIDTHS = [375, 1280] as const;
/** Set SCREENSHOT_DIR to keep a full-page picture of every state checked here. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function check(page: Page, name: string, width: number) {
  expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

describe.each(WIDTHS)("the audit log at %i px", (width) => {
  it("lists sign-ins and a failed one by the name typed, filters with a GET form, axe clean", async () => {
    const wrong = `wrong-${width}-password`;
    expect((await post(site.url, "/admin", { username: CHIEF.username, password: wrong })).status).toBe(401);
    const page = await site.page({ width });
    await signInToPortal(page, site.url, CHIEF);
    await page.goto(`${site.url}/admin/dashboard/audit`);
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    await page.getByRole("row").filter({ hasText: "Signed in to the portal" }).first().waitFor();
    await check(page, "audit-log", width);

    await page.getByLabel("Action").selectOption({ label: "Failed staff sign-in" });
    await page.getByRole("button", { name: "Show entries" }).click();
    await page.waitForURL(/action=sign-in-failed/);
    // The address changes just before the filtered rows are drawn: wait for the sign-ins to go.
    await page
      .getByRole("row")
      .filter({ hasText: "Signed in to the portal" })
      .first()
      .waitFor({ state: "detached" });
    const rows = page.getByRole("row").filter({ hasText: "Failed staff sign-in" });
    await rows.first().getByText("Wrong password").waitFor();
    expect(await page.content()).not.toContain(wrong);
    await check(page, "audit-log-filtered", width);

    // The filters are a plain GET form: the server renders the filtered page without any script.
    const form = page.getByRole("form", { name: "Filter the audit log" });
    expect([await form.getAttribute("method"), await form.getAttribute("action")]).toEqual([
      "get",
      "/admin/dashboard/audit",
    ]);
    const html = await (
      await fetch(`${site.url}/admin/dashboard/audit?action=sign-in-failed`, {
        headers: { Cookie: await portalSession(site.url, CHIEF) },
      })
    ).text();
    expect(html).toContain("Wrong password");
    expect(html).not.toContain("With a password<");

    // A date filter that is not a day is said on the page.
    await page.goto(`${site.url}/admin/dashboard/audit?from=someday`);
    await page.getByText("Enter the first date as a day, like 2026-11-29").waitFor();
    await page.context().close();
  });
});

describe("required two-factor sign-in", () => {
  it("is turned on by an admin who has it, and sends staff without it to the set-up step", async () => {
    const page = await site.page({ width: 1280 });
    await signInToPortal(page, site.url, CHIEF);
    // Without a factor of their own, the setting cannot be turned on, and says why.
    await page.goto(`${site.url}/admin/dashboard/settings#two-factor`);
    await expect(page.getByLabel("Require two-factor sign-in for all staff").isDisabled()).resolves.toBe(
      true,
    );
    await check(page, "settings-two-factor-off", 1280);
    await page.goto(`${site.url}/account`);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const totp = new TOTP({ secret: (await page.getByTestId("totp-secret").textContent())!.trim() });
    await page.getByLabel("Authentication code").fill(totp.generate());
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByTestId("recovery-codes").waitFor();
    expect(await page.getByTestId("recovery-codes").getByRole("listitem").count()).toBe(10);
    await page.getByText("10 of your recovery codes are left", { exact: false }).waitFor();
    await check(page, "account-recovery-codes", 1280);

    await page.goto(`${site.url}/admin/dashboard/settings#two-factor`);
    await page.getByLabel("Require two-factor sign-in for all staff").check();
    await page.locator("#two-factor").getByRole("button", { name: "Save" }).click();
    await page.getByText("Every member of staff now signs in with a code").first().waitFor();
    await page.context().close();
  });

  describe.each(WIDTHS)("at %i px", (width) => {
    it("asks a newcomer to set it up before the portal, then shows the recovery codes once, axe clean", async () => {
      const newcomer = NEWCOMERS[width];
      const page = await site.page({ width });
      await page.goto(`${site.url}/admin`);
      await page.getByLabel("Username").fill(newcomer.username);
      await page.getByLabel("Password").fill(newcomer.password);
      await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(/\/admin\/two-factor$/);
      await page.getByText("requires two-factor sign-in for all staff").waitFor();
      await check(page, "two-factor-required", width);
      // The portal's pages and endpoints refuse them meanwhile.
      const cookie = await portalSession(site.url, newcomer);
      const settings = await fetch(`${site.url}/admin/dashboard/settings`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(settings.headers.get("location")).toBe("/admin/two-factor");
      const autosave = { kind: "article", intent: "autosave", title: "Draft", content: "<p>Body</p>" };
      const refused = await post(site.url, "/admin/editor", autosave, cookie);
      expect([refused.status, (await refused.json()).error]).toEqual([403, TWO_FACTOR_SETUP_OWED]);

      await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const secret = page.getByTestId("totp-secret");
      await secret.waitFor();
      await check(page, "two-factor-scan", width);
      const totp = new TOTP({ secret: (await secret.textContent())!.trim() });
      await page.getByLabel("Authentication code").fill(totp.generate());
      await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
      await page.getByTestId("recovery-codes").waitFor();
      expect(await page.getByTestId("recovery-codes").getByRole("listitem").count()).toBe(10);
      await check(page, "two-factor-recovery-codes", width);
      await page.getByRole("link", { name: /continue to the portal/ }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.goto(`${site.url}/admin/dashboard/settings#two-factor`);
      await expect(page.getByLabel("Require two-factor sign-in for all staff").isChecked()).resolves.toBe(
        true,
      );
      await check(page, "settings-two-factor-on", width);
      await page.context().close();
    });
  });
});
