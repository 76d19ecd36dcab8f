import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/browser.ts";
import { isOnTop } from "./on-top.ts";
import { expectToast, signIn } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite();

async function failedSignIn(page: Page) {
  await page.goto(site.url, { waitUntil: "networkidle" });
  await signIn(page, { email: "nobody@example.org", password: "whatever-1" });
  await expectToast(page, "Sign in failed", "Invalid email or password");
}

describe("a failed sign-in, with the dialog open", () => {
  it("shows its toast above the dialog's backdrop, reachable, and axe stays clean", async () => {
    const page = await site.page();
    await failedSignIn(page);
    const toast = page.locator("[data-toast]:visible").filter({ hasText: "Sign in failed" });
    expect(await isOnTop(toast)).toBe(true);
    // One region shown, inside the dialog (the rest of the page is inert while it is open).
    expect(await page.getByRole("dialog").getByRole("region", { name: "Notifications" }).count()).toBe(1);
    expect(await page.locator("section[aria-label='Notifications']:visible").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The dialog closed: the page's own region is shown again, and it is the only one. The dialog's
    // region goes in the render after the dialog has closed, which a loaded machine lets the test see.
    const regions = page.locator("section[aria-label='Notifications']");
    await expect.poll(() => regions.count(), { timeout: 5_000 }).toBe(1);
    expect(await regions.evaluate((el) => getComputedStyle(el).display)).not.toBe("none");
    await page.context().close();
  });

  it("says why next to the password field and puts the focus there", async () => {
    const page = await site.page();
    await failedSignIn(page);
    const password = page.getByRole("dialog").getByLabel("Password");
    await expect.poll(() => password.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await password.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Invalid email or password");
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
