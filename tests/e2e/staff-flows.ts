import type { Page } from "playwright-core";
import { linkIn, type SmtpSink } from "../helpers/smtp.ts";
import { expectToast } from "./reader-flows.ts";

export type Invitee = { name: string; email: string; role: string };

/** Sends an invitation from the Staff page (already open) and waits for it among the pending ones. */
export async function invite(page: Page, who: Invitee) {
  const form = page.locator("#invite");
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("E-mail").fill(who.email);
  await form.getByLabel("Role").selectOption({ label: who.role });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(page, "Invitation sent");
  await page.locator("#invitations").getByText(who.email).waitFor();
  // The form is idle again (its button no longer busy) before anything looks at the page.
  await form.getByRole("button", { name: "Send invitation", disabled: false }).waitFor();
}

/** The accept page's address from the newest invitation mail to `email`, on the server at `baseUrl`. */
export async function invitationLink(smtp: SmtpSink, baseUrl: string, email: string): Promise<string> {
  const mail = await smtp.waitFor(email, (m) => /invited you/.test(m.subject ?? ""));
  const link = new URL(linkIn(mail, /https?:\/\/\S+\/admin\/invitation\?token=[\w-]+/));
  return `${baseUrl}${link.pathname}${link.search}`;
}

/** Accepts an invitation as a new member of staff, who lands in the portal. */
export async function acceptInvitation(
  page: Page,
  link: string,
  who: { username: string; password: string; role: string },
) {
  await page.goto(link);
  await page.getByRole("heading", { name: "Join the editorial portal" }).waitFor();
  await page.getByLabel("Username").fill(who.username);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByLabel("Confirm password").fill(who.password);
  await page.getByRole("button", { name: "Accept and sign in" }).click();
  await page.waitForURL(/\/admin\/dashboard/);
  await expectToast(page, "Welcome to the staff", `You joined as ${who.role}`);
}
