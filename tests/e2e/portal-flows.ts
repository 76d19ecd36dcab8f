import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";

export const ADMIN = {
  username: "desk-editor",
  email: "desk@borderland.example",
  password: "front-page-2026",
};

/** A built server whose data directory already holds an admin, made with `npm run admin:create` before
 * the server starts (the embedded database allows one process at a time), an empty publication
 * (SEED_DEMO=false) and a Chromium. */
export function setUpPortalSite() {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-portal-"));
    const created = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/admin-create.ts",
        "--email",
        ADMIN.email,
        "--username",
        ADMIN.username,
        "--name",
        "Desk Editor",
      ],
      { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password }, encoding: "utf8" },
    );
    expect(created.status, created.stderr).toBe(0);
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!server) throw new Error("The site is not started");
      return server.url;
    },
    /** A fresh browser context, signed in to the portal. */
    async staffPage(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
      if (!browser || !server) throw new Error("The site is not started");
      const { page } = await newPage(browser, options);
      await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
      await signInToPortal(page, server.url);
      return page;
    },
  };
}

/** Signs in on /admin as the admin and lands on the dashboard. */
export async function signInToPortal(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/admin`);
  const form = page.locator("#main");
  await form.getByLabel("Username").fill(ADMIN.username);
  await form.getByLabel("Password").fill(ADMIN.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/dashboard\//);
}

/** Opens a create section and waits until its editor runs. */
export async function openSection(page: Page, baseUrl: string, section: string) {
  await page.goto(`${baseUrl}/admin/dashboard/${section}`);
  await page.getByRole("textbox", { name: "Content" }).waitFor();
}

/** Sets the form's image by address (the picker's URL mode). */
export async function setImageUrl(page: Page, url: string) {
  await page.getByRole("button", { name: "Use an image URL instead" }).click();
  await page.getByLabel("Image URL").fill(url);
  await page.getByRole("button", { name: "Set image URL" }).click();
  await page.getByRole("button", { name: "Remove image" }).waitFor();
}
