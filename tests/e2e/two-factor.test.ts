import { TOTP } from "otpauth";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";
import { expectToast, signIn, signOut, signUpAndVerify } from "./reader-flows.ts";

let smtp: SmtpSink;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url, SEED_DEMO: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

it("enrols an authenticator, then asks for its code at sign-in and refuses a wrong one", async () => {
  const who = { name: "Lalremruati Two", email: "two.factor@example.org", password: "hornbill-2026" };
  const { page } = await newPage(browser);
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  await signUpAndVerify(page, smtp, server.url, who);
  await expectToast(page, "Welcome back!", "You have successfully signed in.");

  await page.goto(`${server.url}/account`);
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
  await page.getByRole("banner").getByText(`Hi, ${who.name}`).waitFor();
});
