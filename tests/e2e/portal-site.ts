import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import {
  articleForm,
  createAdminAccount,
  postForm as post,
  setStaffRole,
  signInAdmin,
  type AdminAccount as Admin,
} from "../helpers/admin.ts";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { startSmtpSink, type SmtpSink } from "../helpers/smtp.ts";

export type { Admin };

/** A member of staff for admin:create (then `roles` of setUpPortal), with a password of their own. */
export const staffAccount = (username: string, name: string): Admin => ({
  username,
  email: `${username}@borderland.test`,
  password: `${username}-passphrase-2026`,
  name,
});

/** A built server on an empty publication (no demo content) with these admins (or, as `roles` says,
 * other staff), and a Chromium; with `smtp`, an SMTP server that receives the site's mail. */
export function setUpPortal(
  admins: Admin[],
  {
    smtp = false,
    roles = {},
    env = {},
    prepare,
  }: {
    smtp?: boolean;
    roles?: Record<string, "contributor" | "editor" | "adviser">;
    /** More of the server's environment (PORT and PUBLIC_URL for the school's sign-in's redirect). */
    env?: Record<string, string>;
    /** Writes what the test needs into the database before the server starts. */
    prepare?: (dataDir: string) => void | Promise<void>;
  } = {},
) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let sink: SmtpSink | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = newDataDir("borderland-portal-", "migrated");
    for (const admin of admins) createAdminAccount(dataDir, admin);
    for (const [username, role] of Object.entries(roles)) setStaffRole(dataDir, username, role);
    await prepare?.(dataDir);
    if (smtp) sink = await startSmtpSink();
    server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ...(sink ? { SMTP_URL: sink.url } : {}),
      ...env,
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error("The site is not started");
    return value;
  };
  return {
    get url() {
      return ready(server).url;
    },
    get smtp() {
      return ready(sink);
    },
    /** The server's data directory (its embedded database is `db` inside), to read once it stopped. */
    get dataDir() {
      return dataDir;
    },
    /** Stops the server before the end of the file (to read its database). */
    async stop() {
      await server?.stop();
      server = undefined;
    },
    /** A page in a fresh browser context (its own cookies). */
    async page(options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
      const { page } = await newPage(ready(browser), options);
      await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
      return page;
    },
  };
}

/** Signs the page's browser context in as `admin` with the sign-in form's POST, loading no page (the
 * dashboard it would land on is the editor, the heaviest page of the portal): for a test whose subject
 * comes after signing in. The form itself is signed in through where it is the subject
 * (`signInToPortal`: admin-login, two-factor, the audit log, the journeys). */
export async function signInQuietly(page: Page, baseUrl: string, admin: Admin) {
  await addSession(page, baseUrl, await signInAdmin(baseUrl, admin));
}

/** Puts a session's cookie (`portalSession`'s) in the page's browser context: the same member of staff
 * then posts over HTTP and in the browser, signed in once. */
export async function addSession(page: Page, baseUrl: string, cookie: string) {
  const at = cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: cookie.slice(0, at),
      value: cookie.slice(at + 1),
      domain: new URL(baseUrl).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/** Signs in through the /admin form and waits for the dashboard. */
export async function signInToPortal(page: Page, baseUrl: string, admin: Admin) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

export { postForm as post, signInAdmin as portalSession } from "../helpers/admin.ts";

/** Publishes an article through Create New Article's action and returns its id and slug, read back from
 * Manage Articles. */
export async function publishArticle(
  baseUrl: string,
  cookie: string,
  fields: { title: string; category?: string; author?: string; content?: string; imageUrl?: string },
): Promise<{ id: string; slug: string }> {
  const response = await post(
    baseUrl,
    "/admin/dashboard/articles/new",
    articleForm(fields.title, fields),
    cookie,
  );
  expect(response.status, await response.clone().text()).toBeLessThan(400);
  const list = await (
    await fetch(`${baseUrl}/admin/dashboard/articles?q=${encodeURIComponent(fields.title)}`, {
      headers: { Cookie: cookie },
    })
  ).text();
  const id = list.match(/data-edit-id="([0-9a-f-]{36})"/)![1]!;
  const slug = fields.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { id, slug };
}

/** Publishes a creative piece through Create Creative Piece's action and returns its id. */
export async function publishCreativePiece(
  baseUrl: string,
  cookie: string,
  fields: { title: string; type?: string; author?: string },
): Promise<string> {
  const response = await post(
    baseUrl,
    "/admin/dashboard/creative/new",
    {
      type: fields.type ?? "poetry",
      title: fields.title,
      author: fields.author ?? "Test Poet",
      excerpt: "",
      content: `<p>The lines of ${fields.title}.</p>`,
      imageUrl: "/images/default-creative.svg",
    },
    cookie,
  );
  expect(response.status, await response.clone().text()).toBeLessThan(400);
  const list = await (
    await fetch(`${baseUrl}/admin/dashboard/creative?q=${encodeURIComponent(fields.title)}`, {
      headers: { Cookie: cookie },
    })
  ).text();
  return list.match(/data-edit-id="([0-9a-f-]{36})"/)![1]!;
}

export { expectToast } from "./reader-flows.ts";

/** A print edition made in `dataDir` before the server starts (tests/helpers/print-edition.ts: a
 * `draft` one, or a `published` one with its PDF, cover and two pieces); answers its id. */
export function makeEditionBeforeStart(dataDir: string, mode: "draft" | "published"): string {
  const done = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/raw-imports.mjs", "tests/helpers/print-edition.ts", mode],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  if (done.status !== 0) throw new Error(`print-edition failed: ${done.stderr}${done.stdout}`);
  return done.stdout.trim();
}
