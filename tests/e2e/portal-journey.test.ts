import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "../helpers/browser.ts";
import { startServer, type RunningServer } from "../helpers/server.ts";
import {
  chooseByline,
  confirmPublish,
  openSection,
  uploadImage,
  writeFormattedText,
} from "./portal-flows.ts";
import { expectToast } from "./reader-flows.ts";

/** Issue 9's acceptance journey, in one browser session from a fresh data directory: the first admin
 * from the setup code the server printed, then sign-out and sign-in, then an article written, published,
 * edited and deleted, checked on the public pages at each step. */
const EDITOR = {
  name: "Lalremruati Sailo",
  username: "night-desk",
  email: "night.desk@example.org",
  password: "river-bridge-77",
};
const TITLE = "Ferry service resumes after the floods";
const SLUG = "ferry-service-resumes-after-the-floods";

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: "false" });
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 1280 }));
  await page.addInitScript(() => window.localStorage.setItem("bt-splash-seen", "1"));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const publicPage = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe("the editorial portal from a fresh data directory", () => {
  it("creates the first admin with the setup code the server printed", async () => {
    const code = server.output().match(/one-time setup code ([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/)?.[1];
    expect(code, server.output()).toBeDefined();
    await page.goto(`${server.url}/admin`);
    const main = page.locator("#main");
    await main.getByLabel("Setup code").fill(code!);
    await main.getByLabel("Name", { exact: true }).fill(EDITOR.name);
    await main.getByLabel("Username").fill(EDITOR.username);
    await main.getByLabel("Email").fill(EDITOR.email);
    await main.getByLabel("Password", { exact: true }).fill(EDITOR.password);
    await main.getByLabel("Confirm password").fill(EDITOR.password);
    await main.getByRole("button", { name: "Create admin account" }).click();
    // Every sign-in lands on the home screen (issue 38).
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole("heading", { name: "Home", level: 1 }).waitFor();
    await expectToast(page, "Admin account created", `Welcome, ${EDITOR.username}!`);
  });

  it("logs out, and logs in again with the welcome toast", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await expectToast(page, "Logged out", "You have been successfully logged out");
    const main = page.locator("#main");
    await main.getByLabel("Username").fill(EDITOR.username);
    await main.getByLabel("Password").fill(EDITOR.password);
    await main.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await expectToast(page, "Login successful", `Welcome back, ${EDITOR.username}!`);
    expect(await page.getByText(`Logged in as ${EDITOR.username}`).count()).toBeGreaterThan(0);
  });

  it("publishes an article with a heading, bold text, a list, a link and an uploaded image", async () => {
    await openSection(page, server.url, "articles/new");
    await page.getByLabel("Title").fill(TITLE);
    await writeFormattedText(page, `${server.url}/images/default-article.svg`);
    await chooseByline(page, EDITOR.name);
    await page.getByLabel("Category").selectOption("Business");
    await uploadImage(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await confirmPublish(page);
    await expectToast(page, "Article created successfully", "Your article has been published");

    expect((await publicPage("/")).html).toContain(TITLE);
    expect((await publicPage("/business")).html).toContain(TITLE);
    const article = await publicPage(`/article/${SLUG}`);
    expect(article.status).toBe(200);
    expect(article.html).toMatch(/<h2[^>]*>What the council decided<\/h2>/);
    expect(article.html).toMatch(/<strong>five to four<\/strong>/);
    expect(article.html).toMatch(/<a href="https:\/\/budget\.example\.org\/2026"[^>]*>budget office<\/a>/);
    expect(article.html).toMatch(/<ul>\s*<li>Roads<\/li>\s*<li>Schools<\/li>\s*<\/ul>/);
    expect(article.html).toMatch(/src="\/uploads\/[^"]+"/);
  });

  it("edits it in Manage Articles: a new headline and an image inserted as a figure", async () => {
    await page.goto(`${server.url}/admin/dashboard/articles`);
    await page.getByRole("link", { name: `Edit “${TITLE}”` }).click();
    // The piece's editor page (decision 0039).
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    await page.locator(".ql-editor").waitFor();
    await page.getByLabel("Title").fill(`${TITLE}, with a new timetable`);
    await page.getByLabel("Caption").fill("The ferry at the east ghat");
    // Into the text, not onto its image (a click on an image opens its description).
    await page.locator(".ql-editor p").first().click();
    await page.keyboard.press("Control+End");
    await page.getByRole("button", { name: /^Insert/ }).click();
    await expectToast(page, "Image inserted", "Image has been added to the content");
    await page.getByRole("button", { name: "Update", exact: true }).click();
    await expectToast(page, "Article updated", "Your article has been successfully updated");

    const article = await publicPage(`/article/${SLUG}`);
    expect(article.html).toContain(`${TITLE}, with a new timetable`);
    expect(article.html).toMatch(
      /<figure[^>]*>\s*<picture><source type="image\/avif"[^>]*\/><img[^>]*src="\/uploads\/[^"]+"[^>]*alt="The ferry at the east ghat"[^>]*srcset="[^"]+"/,
    );
    expect(article.html).toMatch(/<figcaption[^>]*>The ferry at the east ghat<\/figcaption>/);
    expect((await publicPage("/")).html).toContain(`${TITLE}, with a new timetable`);
  });

  it("deletes it: gone from the lists, and its address answers 404", async () => {
    const headline = `${TITLE}, with a new timetable`;
    await page.goto(`${server.url}/admin/dashboard/articles`);
    await page.getByRole("button", { name: `Delete “${headline}”` }).click();
    const confirm = page.getByRole("dialog", { name: `Are you sure you want to delete "${headline}"?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted", "The article has been successfully deleted");
    await page.getByText("No articles found").waitFor();
    expect((await publicPage(`/article/${SLUG}`)).status).toBe(404);
    expect((await publicPage("/")).html).not.toContain(TITLE);
    expect((await publicPage("/business")).html).not.toContain(TITLE);
  });
});
