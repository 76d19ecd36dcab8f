import type { SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import { TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccount, type AdminAccount } from "../helpers/admin.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { expectToast } from "./reader-flows.ts";

const ADMIN: AdminAccount = {
  username: "desk-editor",
  email: "desk@example.org",
  password: "front-page-2026",
  name: "Desk",
};
let dataDir: string;
let created: SpawnSyncReturns<string>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = newDataDir("borderland-login-", "migrated");
  created = createAdminAccount(dataDir, ADMIN, { PUBLIC_URL: "https://news.example.org" });
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function page(): Promise<Page> {
  const { page } = await newPage(browser);
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  return page;
}

async function logIn(p: Page, password: string) {
  const main = p.locator("#main");
  await main.getByLabel("Username").fill(ADMIN.username);
  await main.getByLabel("Password").fill(password);
  await main.getByRole("button", { name: "Sign In" }).click();
}

/** The form a Logout button posts, submitted as the browser would. */
async function logOut(p: Page) {
  await p.evaluate(() => {
    const form = Object.assign(document.createElement("form"), { method: "post", action: "/admin/logout" });
    document.body.append(form);
    form.submit();
  });
  await p.waitForURL((url) => url.pathname === "/admin");
}

const toastTitles = (p: Page) => p.locator("[data-toast] p.font-semibold").allTextContents();

describe("editorial portal login and logout", () => {
  it("names the configured PUBLIC_URL when admin:create succeeds", () => {
    expect(created.status, String(created.stderr)).toBe(0);
    expect(created.stdout).toBe(
      `Admin ${ADMIN.username} <${ADMIN.email}> created. Sign in at https://news.example.org/admin\n`,
    );
  });

  it("shows 'Login successful' / 'Welcome back' on the dashboard, and no 'Login failed' left from a wrong try", async () => {
    const p = await page();
    await p.goto(`${server.url}/admin`);
    await logIn(p, "not-the-password");
    await expectToast(p, "Login failed", "Invalid username or password.");
    await logIn(p, ADMIN.password);
    await p.waitForURL(/\/admin\/dashboard/);
    await expectToast(p, "Login successful", `Welcome back, ${ADMIN.username}!`);
    expect(await toastTitles(p)).toEqual(["Login successful"]);

    await logOut(p);
    await expectToast(p, "Logged out", "You have been successfully logged out");
    await p.goto(`${server.url}/admin/dashboard`);
    await p.waitForURL((url) => url.pathname === "/admin");
    await expectToast(p, "Authentication required", "Please log in to access the admin dashboard");
    await p.context().close();
  });

  it("ends the session on POST /admin/logout and goes back to /admin, which says 'Logged out'", async () => {
    const login = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    const session = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("bt_session="))!
      .split(";")[0]!;
    const out = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/admin");
    const cookies = out.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("bt_session="))).toMatch(/Max-Age=0/);
    const flash = cookies.find((c) => c.startsWith("bt_flash="))!.split(";")[0]!;
    const landing = await (await fetch(`${server.url}/admin`, { headers: { Cookie: flash } })).text();
    expect(landing).toContain("You have been successfully logged out");
    const after = await fetch(`${server.url}/admin/dashboard`, {
      headers: { Cookie: session },
      redirect: "manual",
    });
    expect(after.headers.get("location")).toBe("/admin");
  });

  it("shows the welcome toast after the second factor too", async () => {
    const p = await page();
    await p.goto(`${server.url}/admin`);
    await logIn(p, ADMIN.password);
    await p.waitForURL(/\/admin\/dashboard/);
    await p.goto(`${server.url}/account`);
    await p.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const totp = new TOTP({ secret: (await p.getByTestId("totp-secret").textContent())!.trim() });
    await p.getByLabel("Authentication code").fill(totp.generate());
    await p.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await p.getByText("Two-factor sign-in is on.").waitFor();

    await p.goto(`${server.url}/admin`);
    await logOut(p);
    await logIn(p, ADMIN.password);
    const code = p.locator("#main").getByLabel("Authentication code");
    await code.waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await p.locator("#main").getByRole("button", { name: "Verify" }).click();
    await p.waitForURL(/\/admin\/dashboard/);
    await expectToast(p, "Login successful", `Welcome back, ${ADMIN.username}!`);
    await p.context().close();
  });
});
