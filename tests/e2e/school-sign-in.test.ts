import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, waitForHydration } from "../helpers/browser.ts";
import { startTestProvider, type TestProvider } from "../helpers/oidc-provider.ts";
import { freePort } from "../helpers/server.ts";
import { setUpPortal, signInToPortal, staffAccount } from "./portal-site.ts";

const PORT = await freePort();
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = staffAccount("school-admin", "School Admin");
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(`${PUBLIC_URL}/admin/school-sign-in/callback`, {
    teacher: { email: "teacher@school.test", email_verified: true, name: "Ms Teacher" },
    student: { email: "student@elsewhere.test", email_verified: true, name: "A Student" },
  });
});
afterAll(() => provider?.close());
/** The server listens on PORT (site.url names the port startServer picked, not this one). */
const site = setUpPortal([ADMIN], { env: { PORT: String(PORT), PUBLIC_URL } });
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
  await page.getByRole("link", { name: "Sign in with your school account" }).click();
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
});
