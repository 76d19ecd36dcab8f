import { spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { expectToast } from "./reader-flows.ts";

const FIRST = {
  name: "Daphi Editor",
  username: "first-editor",
  email: "first.editor@example.org",
  password: "monsoon-desk-1",
};
let server: RunningServer;
let browser: Browser;
let code: string;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "false" });
  browser = await launchBrowser();
  code = server.output().match(/one-time setup code ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/)?.[1] ?? "";
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function page(width = 1280): Promise<Page> {
  const { page } = await newPage(browser, { width });
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  return page;
}

const post = (fields: Record<string, string>) =>
  fetch(`${server.url}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
const setupFields = (setupCode: string, n = "") => ({
  intent: "setup",
  setupCode,
  name: FIRST.name,
  username: `${FIRST.username}${n}`,
  email: n ? `other${n}@example.org` : FIRST.email,
  password: FIRST.password,
  confirmPassword: FIRST.password,
});

describe("first-run setup on a fresh data directory", () => {
  it("prints a one-time setup code with the address of /admin at start", () => {
    const port = new URL(server.url).port;
    expect(code).not.toBe("");
    expect(server.output()).toContain(
      `No admin account yet: create the first one at http://localhost:${port}/admin with the one-time setup code ${code}`,
    );
  });

  it("tells admin:create, in one line, to stop the server, or to use the setup page while no admin exists", () => {
    const publicUrl = "https://news.example.org";
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/admin-create.ts",
        "--email",
        "x@example.org",
        "--username",
        "x-admin",
        "--name",
        "X",
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          PUBLIC_URL: publicUrl,
          ADMIN_PASSWORD: "whatever-1",
        },
        encoding: "utf8",
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("stop it and run this again");
    // Only while no admin exists: once one does, the server prints no code and the page asks to sign in.
    expect(run.stderr).toContain(
      `While no admin exists yet, you can instead create the first one at ${publicUrl}/admin with the setup code the server printed`,
    );
  });

  it.each([375, 1280])(
    "shows the 'create the first admin' form instead of the login, axe-clean at %i px",
    async (width) => {
      const p = await page(width);
      await p.goto(`${server.url}/admin`);
      const main = p.locator("#main");
      await main.getByRole("heading", { name: "Create the first admin" }).waitFor();
      expect(await main.getByLabel("Setup code").count()).toBe(1);
      expect(await main.getByRole("button", { name: "Sign In" }).count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await p.context().close();
    },
  );

  it("refuses a wrong code and creates no one", async () => {
    const wrong = await post(setupFields("ABCD-EFGH-JKLM"));
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That setup code is not valid");
    expect(await (await fetch(`${server.url}/admin`)).text()).toContain("Create the first admin");
  });

  it("creates the first admin in the browser, signed in, on the dashboard with the welcome toast", async () => {
    const p = await page();
    await p.goto(`${server.url}/admin`);
    const main = p.locator("#main");
    await main.getByLabel("Setup code").fill(code.toLowerCase());
    await main.getByLabel("Name", { exact: true }).fill(FIRST.name);
    await main.getByLabel("Username").fill(FIRST.username);
    await main.getByLabel("Email").fill(FIRST.email);
    await main.getByLabel("Password", { exact: true }).fill(FIRST.password);
    await main.getByLabel("Confirm password").fill(FIRST.password);
    await main.getByRole("button", { name: "Create admin account" }).click();
    await p.waitForURL(/\/admin\/dashboard/);
    await expectToast(p, "Admin account created", `Welcome, ${FIRST.username}!`);
    await p.context().close();
  });

  it("refuses the used code, and shows the login form, axe-clean, once an admin exists", async () => {
    const reused = await post(setupFields(code, "2"));
    expect(reused.status).toBe(409);
    expect(await reused.text()).toContain("An admin account already exists");
    for (const width of [375, 1280]) {
      const p = await page(width);
      await p.goto(`${server.url}/admin`);
      const main = p.locator("#main");
      await main.getByRole("button", { name: "Sign In" }).waitFor();
      expect(await main.getByText("Create the first admin").count()).toBe(0);
      expect(await main.getByLabel("Setup code").count()).toBe(0);
      expect(await axeViolations(p)).toEqual([]);
      await p.context().close();
    }
  });
});
