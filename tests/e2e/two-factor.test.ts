import { TOTP } from "otpauth";
import { expect, it } from "vitest";
import { expectToast, signIn, signOut, signUpAndVerify } from "./reader-flows.ts";
import { setUpSite } from "./site.ts";

const site = setUpSite({ smtp: true, env: { SEED_DEMO: "false" } });

it("enrols an authenticator, then asks for its code at sign-in and refuses a wrong one", async () => {
  const who = { name: "Lalremruati Two", email: "two.factor@example.org", password: "hornbill-2026" };
  const page = await site.page();
  await signUpAndVerify(page, site.smtp, site.url, who);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");

  await page.goto(`${site.url}/account`);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await expect
    .poll(() => page.getByRole("img", { name: "QR code for your authenticator app" }).count())
    .toBe(1);
  const totp = new TOTP({ secret });
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.getByText("Two-factor sign-in is on.").waitFor();

  await signOut(page);
  await signIn(page, who);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Authentication code").fill("000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Sign in failed", "That code is not valid");
  expect(await page.getByRole("banner").getByText(`Hi, ${who.name}`).count()).toBe(0);

  // The next 30-second step: the enrolment code itself may not be replayed.
  await dialog.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expectToast(page, "Welcome back!");
  await page
    .getByRole("banner")
    .getByRole("link", { name: `Hi, ${who.name}` })
    .first()
    .waitFor();
});
