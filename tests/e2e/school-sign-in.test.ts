import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { startTestProvider, type TestProvider } from "../helpers/oidc-provider.ts";
import { freePort } from "../helpers/server.ts";
import { setUpPortal, signInToPortal, staffAccount } from "./portal-site.ts";
import { invitationLink, invite } from "./staff-flows.ts";

const PORT = await freePort();
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = staffAccount("school-admin", "School Admin");
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(`${PUBLIC_URL}/admin/school-sign-in/callback`, {
    teacher: { email: "teacher@school.test", email_verified: true, name: "Ms Teacher" },
    invited: { email: "new-teacher@school.test", email_verified: true },
    reader: { email: "a-reader@school.test", email_verified: true, name: "A Reader" },
    student: { email: "student@elsewhere.test", email_verified: true, name: "A Student" },
  });
});
afterAll(() => provider?.close());
/** The server listens on PORT (site.url names the port startServer picked, not this one). */
const site = setUpPortal([ADMIN], { smtp: true, env: { PORT: String(PORT), PUBLIC_URL } });
const SHOTS = process.env.SCREENSHOT_DIR;

/** axe on the page as it is, at 375 and at 1280 px (the page's own width last, as it was). */
async function check(page: Page, name: string) {
  const own = page.viewportSize()!;
  for (const width of [own.width === 375 ? 1280 : 375, own.width]) {
    await page.setViewportSize({ width, height: own.height });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

/** A person's browser: the school's button, then the provider's page as `login` if it asks. */
async function schoolSignIn(page: Page, login: string) {
  await page.goto(`${PUBLIC_URL}/admin`);
  await atProvider(page, login, page.getByRole("link", { name: "Sign in with your school account" }));
}

/** Clicks `button` (a school sign-in), and signs in at the provider as `login` if it asks. */
async function atProvider(page: Page, login: string, button: Locator) {
  await button.click();
  await page.waitForURL(
    (url) =>
      url.port !== String(PORT) ||
      url.pathname.includes("/callback") ||
      url.pathname.startsWith("/admin/dashboard"),
  );
  if (new URL(page.url()).port !== String(PORT)) {
    await page.getByLabel("Account").fill(login);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await page.waitForURL((url) => url.port === String(PORT));
}

describe("sign-in with the school's accounts", () => {
  it("an admin sets it up, a teacher waits, is approved and lands on the portal; a student of another domain is refused; axe clean", async () => {
    const admin = await site.page({ width: 1280 });
    await signInToPortal(admin, PUBLIC_URL, ADMIN);
    await admin.goto(`${PUBLIC_URL}/admin/dashboard/settings#school-sign-in`);
    const card = admin.locator("#school-sign-in");
    await waitForHydration(admin);
    await card.getByLabel("The school's accounts").selectOption("other");
    await card.getByLabel("Issuer address").fill(provider.issuer);
    await card.getByLabel("Client id").fill(provider.clientId);
    await card.getByLabel("Client secret").fill(provider.clientSecret);
    await card.getByLabel("Allowed e-mail domains").fill("school.test");
    await card.getByRole("button", { name: "Save" }).first().click();
    await admin.getByText("The provider answered; staff can sign in with it").first().waitFor();
    await card.getByText("A secret is saved.").waitFor();
    expect(await admin.content()).not.toContain(provider.clientSecret);
    await check(admin, "settings-school-sign-in");

    const look = await site.page({ width: 375 });
    await look.goto(`${PUBLIC_URL}/admin`);
    await look.getByRole("link", { name: "Sign in with your school account" }).waitFor();
    await check(look, "admin-login-school-button");
    await look.context().close();

    const teacher = await site.page({ width: 375 });
    await schoolSignIn(teacher, "teacher");
    await teacher.getByRole("heading", { name: "Waiting for approval" }).waitFor();
    await check(teacher, "school-sign-in-waiting");

    await admin.goto(`${PUBLIC_URL}/admin/dashboard/staff`);
    const row = admin.getByRole("row").filter({ hasText: "Ms Teacher" });
    await check(admin, "staff-school-requests");
    await waitForHydration(admin);
    await row.getByRole("button", { name: "Approve" }).click();
    await admin.locator("#school-requests").getByText("Nobody is waiting.").waitFor();
    await admin.getByRole("row").filter({ hasText: "teacher@school.test" }).first().waitFor();

    await schoolSignIn(teacher, "teacher");
    await teacher.waitForURL(/\/admin\/dashboard/);
    await teacher.context().close();

    const student = await site.page({ width: 1280 });
    await schoolSignIn(student, "student");
    await student.getByRole("heading", { name: "You are not signed in" }).waitFor();
    await student.getByText("student@elsewhere.test is not an address of this newsroom's school").waitFor();
    await check(student, "school-sign-in-refused");
    await student.context().close();
    await admin.goto(`${PUBLIC_URL}/admin/dashboard/staff`);
    await check(admin, "staff-no-requests");
    await admin.context().close();
  });

  // After the set-up above: the same provider, saved in Settings.
  it("an invitation is accepted with the school's button; a reader signs in from the site's dialog and comes back to the page; axe clean", async () => {
    const admin = await site.page({ width: 1280 });
    await signInToPortal(admin, PUBLIC_URL, ADMIN);
    await admin.goto(`${PUBLIC_URL}/admin/dashboard/settings#school-sign-in`);
    await waitForHydration(admin);
    const card = admin.locator("#school-sign-in");
    await card.getByLabel("Readers may sign in with the school's accounts too").check();
    const save = card.getByRole("button", { name: "Save" }).last();
    await save.click();
    await admin.getByText("Readers may sign in with the school's accounts").first().waitFor();
    // The button is enabled again once the save's answer is in: axe then measures its settled colour.
    await admin.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await save.elementHandle(),
    );
    await check(admin, "settings-school-readers");
    await admin.goto(`${PUBLIC_URL}/admin/dashboard/staff`);
    await waitForHydration(admin);
    await invite(admin, { name: "New Teacher", email: "new-teacher@school.test", role: "Editor" });
    await invite(admin, { name: "Guest Writer", email: "guest@elsewhere.test", role: "Contributor" });
    await admin.context().close();

    // An address the school's sign-in would refuse gets no school button, only the password form.
    const guest = await site.page({ width: 375 });
    await guest.goto(await invitationLink(site.smtp, PUBLIC_URL, "guest@elsewhere.test"));
    await guest.getByLabel("Username").waitFor();
    expect(await guest.getByRole("link", { name: "Sign in with your school account" }).count()).toBe(0);
    await guest.context().close();

    const invitee = await site.page({ width: 375 });
    await invitee.goto(await invitationLink(site.smtp, PUBLIC_URL, "new-teacher@school.test"));
    const button = invitee.getByRole("link", { name: "Sign in with your school account" });
    await button.waitFor();
    await check(invitee, "invitation-school-button");
    await atProvider(invitee, "invited", button);
    await invitee.waitForURL(/\/admin\/dashboard/);
    await invitee.getByText("You joined as Editor, New Teacher.").first().waitFor();
    await invitee.context().close();

    const reader = await site.page({ width: 375 });
    await reader.goto(`${PUBLIC_URL}/search?q=school`);
    await waitForHydration(reader);
    await reader.getByRole("button", { name: "Sign In" }).first().click();
    const link = reader.getByRole("dialog").getByRole("link", { name: "Sign in with your school account" });
    await link.waitFor();
    await check(reader, "reader-dialog-school-button");
    await atProvider(reader, "reader", link);
    await reader.waitForURL((url) => url.pathname === "/search" && url.search === "?q=school");
    await reader.getByText("Hi, A Reader").first().waitFor({ state: "attached" });
    await reader.context().close();

    const student = await site.page({ width: 1280 });
    await student.goto(`${PUBLIC_URL}/search?q=school`);
    await waitForHydration(student);
    await student.getByRole("button", { name: "Sign In" }).first().click();
    await atProvider(
      student,
      "student",
      student.getByRole("link", { name: "Sign in with your school account" }),
    );
    await student.getByRole("link", { name: "Back to the page" }).waitFor();
    await check(student, "reader-school-refused");
    await student.context().close();
  });
});
