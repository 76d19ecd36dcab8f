import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITORIAL_TEAM } from "../../server/db/seed/editorial-team.ts";
import { DEMO_READERS } from "../../server/db/seed/demo-readers.ts";
import { DEMO_ARTICLES } from "../../server/db/seed/demo-articles.ts";
import { articleForm, createAdminAccount, postForm, signInAdmin } from "../helpers/admin.ts";
import { axeViolations, launchBrowser, newPage } from "../helpers/browser.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import { expectToast } from "./reader-flows.ts";

/** Decision 0068: a publication that starts empty shows no demo name or address; a demo installation
 * after 'Remove demo content' has only what a person made. */
const DEMO_NAMES = [...EDITORIAL_TEAM.map((m) => m.name), ...DEMO_READERS.map((r) => r.name)];
const DEMO_ADDRESS = /[\w.-]+@[\w-]+\.example\b|[\w.-]+@example\.(org|com)/;
/** Home, an about page, /contact, /staff, the newsletter's pages; the footer is on each. */
const PUBLIC_PATHS = ["/", "/about", "/contact", "/careers", "/staff", "/newsletter/archive", "/politics"];
const ADMIN = { name: "Asha Rao", username: "asha", email: "asha@ourschool.test", password: "press-pass-1" };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function page(width = 1280): Promise<Page> {
  const { page } = await newPage(browser, { width });
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
  return page;
}

/** What a reader gets at each public address, as text. */
async function publicTexts(url: string) {
  return Promise.all(
    PUBLIC_PATHS.map(async (p) => ({ path: p, text: await (await fetch(`${url}${p}`)).text() })),
  );
}

function expectNoDemo(pages: { path: string; text: string }[]) {
  for (const { path, text } of pages) {
    for (const name of DEMO_NAMES) expect(text.includes(name), `${path} names ${name}`).toBe(false);
    expect(text.match(DEMO_ADDRESS)?.[0] ?? null, `an address on ${path}`).toBeNull();
  }
}

describe("a first run that starts empty", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // SEED_DEMO unset: the setup page asks.
    server = await startServer({ SEED_DEMO: "" });
  });
  afterAll(() => server?.stop());

  it.each([375, 1280])("offers 'Start empty' (checked) or the demo, axe-clean at %i px", async (width) => {
    const p = await page(width);
    await p.goto(`${server.url}/admin`);
    const choice = p.getByRole("group", { name: "How the publication starts" });
    expect(await choice.getByRole("radio", { name: /Start empty/ }).isChecked()).toBe(true);
    expect(await choice.getByRole("radio", { name: /With demo content to explore/ }).isChecked()).toBe(false);
    expect(await axeViolations(p)).toEqual([]);
    await p.context().close();
  });

  it("creates the admin, and no public page shows a demo name or address; the editor says what to write", async () => {
    const code = server.output().match(/one-time setup code ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/)![1]!;
    expect(server.output()).toContain("The setup page asks how the publication starts");
    const p = await page();
    await p.goto(`${server.url}/admin`);
    const main = p.locator("#main");
    await main.getByLabel("Setup code").fill(code);
    await main.getByLabel("Name", { exact: true }).fill(ADMIN.name);
    await main.getByLabel("Username").fill(ADMIN.username);
    await main.getByLabel("Email").fill(ADMIN.email);
    await main.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await main.getByLabel("Confirm password").fill(ADMIN.password);
    await main.getByRole("button", { name: "Create admin account" }).click();
    await p.waitForURL(/\/admin\/dashboard/);
    await expectToast(p, "Admin account created", "Welcome, asha! Your publication starts empty");

    const pages = await publicTexts(server.url);
    expectNoDemo(pages);
    const about = pages.find((x) => x.path === "/about")!.text;
    expect(about).not.toContain("North-East India");
    // The portal says what to write: the About page's editor, empty.
    await p.goto(`${server.url}/admin/dashboard/pages`);
    await p.getByRole("link", { name: /About/ }).first().click();
    await p.getByText("This page is empty: readers see only its title.").waitFor();
    await p.getByText(/What to write: Who you are/).waitFor();
    await p.context().close();
  });
});

describe("a demo installation after 'Remove demo content'", () => {
  let server: RunningServer;
  let cookie: string;
  const ownTitle = "Our first real story from the school board";
  beforeAll(async () => {
    const dataDir = newDataDir("borderland-clean-start-", "seeded");
    createAdminAccount(dataDir, ADMIN);
    server = await startServer({ DATA_DIR: dataDir });
    cookie = await signInAdmin(server.url, ADMIN);
    const made = await postForm(
      server.url,
      "/admin/dashboard/articles/new",
      articleForm(ownTitle, { author: ADMIN.name }),
      cookie,
    );
    expect(made.status).toBeLessThan(400);
  });
  afterAll(() => server?.stop());

  async function settings(width: number) {
    const p = await page(width);
    const [name, value] = cookie.split("=") as [string, string];
    await p.context().addCookies([{ name, value, url: server.url }]);
    await p.goto(`${server.url}/admin/dashboard/settings`);
    return p;
  }

  it.each([375, 1280])("counts what will go, and asks first, axe-clean at %i px", async (width) => {
    const p = await settings(width);
    const card = p.getByRole("region", { name: "Demo content" });
    await card.getByText(/^\d+ articles$/).waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await card.getByRole("button", { name: "Remove demo content" }).click();
    const dialog = p.getByRole("dialog", { name: "Remove the demo content?" });
    await dialog.waitFor();
    expect(await axeViolations(p)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await p.context().close();
  });

  it("removes it, and the site has only what a person made", async () => {
    const p = await settings(1280);
    await p
      .getByRole("region", { name: "Demo content" })
      .getByRole("button", { name: "Remove demo content" })
      .click();
    await p.getByRole("dialog").getByRole("button", { name: "Remove demo content" }).click();
    await expectToast(p, "Demo content removed");
    await p.goto(`${server.url}/admin/dashboard/settings`);
    const card = p.getByRole("region", { name: "Demo content" });
    await card.getByText("No demo content is marked for removal").waitFor();
    // Nothing is left to remove, so the card no longer asks for a removal.
    expect(await card.textContent()).not.toContain("Remove it before you publish your own");
    expect(await card.getByRole("button").count()).toBe(0);
    await p.context().close();

    const pages = await publicTexts(server.url);
    expectNoDemo(pages);
    const home = pages.find((x) => x.path === "/")!.text;
    expect(home).toContain(ownTitle);
    for (const a of DEMO_ARTICLES.slice(0, 10)) expect(home.includes(a.title), a.title).toBe(false);
  });
});
