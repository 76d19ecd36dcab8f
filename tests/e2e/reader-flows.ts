import { expect } from "vitest";
import type { Page } from "playwright-core";
import { waitForHydration } from "../helpers/browser.ts";
import { linkIn, type SmtpSink } from "../helpers/smtp.ts";

export async function expectToast(page: Page, title: string, description?: string) {
  // While a modal dialog is open the toasts show inside it; the page's own region is hidden then.
  // A toast of the same title from a step before may still be showing: the one meant has the description.
  const titled = page.locator("[data-toast]:visible").filter({ hasText: title });
  const toast = (description ? titled.filter({ hasText: description }) : titled).first();
  try {
    await toast.waitFor({ state: "visible", timeout: 15_000 });
  } catch (error) {
    // Say what the page showed instead: another toast, an open dialog, the editor's save state.
    const seen = await page
      .locator("[data-toast], [role=dialog], [role=status]")
      .evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim()).filter(Boolean))
      .catch(() => []);
    throw new Error(
      `No toast '${title}' within 15 s at ${page.url()}; the page showed: ${JSON.stringify(seen)}`,
      {
        cause: error,
      },
    );
  }
}

/** Signs up through the header's dialog, reads the mail, follows its link and signs in. */
export async function signUpAndVerify(
  page: Page,
  smtp: SmtpSink,
  baseUrl: string,
  who: { name: string; email: string; password: string },
) {
  await page.goto(baseUrl);
  // The header's Sign In button opens the dialog once React is there; a click before it is lost.
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign Up" }).click();
  await dialog.getByLabel("Name").fill(who.name);
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Password").fill(who.password);
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Account created", "Please check your email to verify your account.");

  const mail = await smtp.waitFor(who.email, (m) => /Confirm your email/.test(m.subject ?? ""));
  expect(mail.html).toBeTruthy();
  const link = linkIn(mail, /https?:\/\/\S+\/auth\/callback\?\S+/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, baseUrl));
  await expectToast(
    page,
    "Email verified successfully",
    "Your account has been verified. You can now log in.",
  );
  await signIn(page, who, { dialogAlreadyOpen: true });
}

export async function signIn(
  page: Page,
  who: { email: string; password: string },
  { dialogAlreadyOpen = false } = {},
) {
  if (!dialogAlreadyOpen) {
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  }
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Sign In" }).waitFor();
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Password").fill(who.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Signed out");
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
}

/** Opens the first article of a section and posts a comment there as the signed-in reader; answers the
 * article's Comments region. */
export async function commentOnFirstArticle(page: Page, sectionUrl: string, text: string) {
  await page.goto(sectionUrl, { waitUntil: "networkidle" });
  await page.locator("main article a").first().click();
  await page.waitForURL(/\/article\//);
  // The comments are an island: a Send before it has hydrated would post the page without JavaScript.
  await waitForHydration(page);
  const comments = page.getByRole("region", { name: "Comments" });
  await comments.getByLabel("Leave a comment").fill(text);
  await comments.getByRole("button", { name: "Send" }).click();
  await expectToast(page, "Comment posted");
  return comments;
}
