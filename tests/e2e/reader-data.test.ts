import fs from "node:fs/promises";
import { expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { commentOnFirstArticle, expectToast, signIn, signUpAndVerify } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite({ smtp: true });

it("downloads a reader's data, then deletes the account with its password: signed out for good", async () => {
  const who = { name: "Lalrin Leaving", email: "lalrin.leaving@example.org", password: "monsoon-roads-7" };
  const page = await site.page();
  await signUpAndVerify(page, site.smtp, site.url, who);
  await expectToast(page, "Welcome back!");

  // Something of theirs to find in the file: a comment.
  await commentOnFirstArticle(page, `${site.url}/science`, "Please keep covering the school buses.");

  await page.goto(`${site.url}/account`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download your data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await fs.readFile((await download.path())!, "utf8");
  const data = JSON.parse(text) as { profile: { email: string }; comments: { content: string }[] };
  expect(data.profile.email).toBe(who.email);
  expect(data.comments.map((c) => c.content)).toEqual(["Please keep covering the school buses."]);
  expect(text).not.toMatch(/hash|secret|token|password/i);

  await page.getByRole("link", { name: "Delete your account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.waitFor();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect([width, await axeViolations(page)]).toEqual([width, []]);
  }
  // A wrong password is said beside the field, cleared for the next try, and nothing is deleted.
  await dialog.getByLabel("Your password").fill("not-my-password");
  await dialog.getByLabel("I understand that my account is deleted for good").check();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByText("Your password is incorrect").waitFor();
  await expect.poll(() => dialog.getByLabel("Your password").inputValue()).toBe("");
  expect(await dialog.getByLabel("Your password").evaluate((e) => e === document.activeElement)).toBe(true);
  expect([375, await axeViolations(page)]).toEqual([375, []]);

  await dialog.getByLabel("Your password").fill(who.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL(`${site.url}/`);
  await expectToast(page, "Your account is deleted");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).first().waitFor();

  await signIn(page, who);
  await expectToast(page, "Sign in failed", "Invalid email or password");
});
