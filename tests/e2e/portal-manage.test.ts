import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  expectToast,
  portalSession,
  post,
  publishArticle,
  publishCreativePiece,
  setUpPortal,
  signInToPortal,
  type Admin,
} from "./portal-site.ts";

const DESK: Admin = {
  username: "desk-editor",
  email: "desk@borderland.test",
  password: "front-page-2026",
  name: "Desk Editor",
};
const NIGHT: Admin = {
  username: "night-editor",
  email: "night@borderland.test",
  password: "late-edition-2026",
  name: "Night Editor",
};
const site = setUpPortal([DESK, NIGHT]);
const token = () => randomBytes(3).toString("hex");

async function deskPage(path: string, width = 1280): Promise<Page> {
  const page = await site.page({ width });
  await signInToPortal(page, site.url, DESK);
  await page.goto(`${site.url}${path}`);
  return page;
}

/** The accessible name of the focused element, near enough: its aria-label, else its text. */
const focusedText = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
  );

describe("Manage Articles", () => {
  it("edits an article (new headline, image inserted as a figure), shows it publicly, then deletes it to a 404", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    const { id, slug } = await publishArticle(site.url, cookie, { title: `Harbour vote ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);

    await page.getByRole("link", { name: `Edit “Harbour vote ${tag}”` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.waitFor();
    expect(page.url()).toContain(`edit=${id}`);
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await dialog.locator(".ql-editor").waitFor();

    await dialog.getByLabel("Headline").fill("");
    await dialog.getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Missing fields", "Please fill in all required fields");
    await dialog.getByLabel("Headline").fill(`Harbour vote ${tag} decided`);

    await dialog.getByRole("button", { name: "Remove image" }).click();
    await dialog.getByRole("button", { name: /^Insert/ }).click();
    await expectToast(page, "No image selected", "Please add an image first");
    await dialog.getByRole("button", { name: "Use an image URL instead" }).click();
    await dialog.getByLabel("Image URL").fill(`${site.url}/images/default-article.svg`);
    await dialog.getByRole("button", { name: "Set image URL" }).click();
    await dialog.getByLabel("Caption").fill("The harbour at dawn");
    await dialog.locator(".ql-editor").click();
    await dialog.getByRole("button", { name: /^Insert/ }).click();
    await expectToast(page, "Image inserted", "Image has been added to the content");
    await dialog.locator(".ql-editor img").waitFor();

    await dialog.getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Article updated", "Your article has been successfully updated");
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).not.toContain("edit=");
    await expect.poll(() => focusedText(page)).toContain(`Edit “Harbour vote ${tag} decided”`);

    const article = await (await fetch(`${site.url}/article/${slug}`)).text();
    expect(article).toContain(`Harbour vote ${tag} decided`);
    expect(article).toMatch(/<figure[^>]*>\s*<img[^>]*alt="The harbour at dawn"/);
    expect(article).toMatch(/<figcaption[^>]*>The harbour at dawn<\/figcaption>/);

    await page.getByRole("button", { name: `Delete “Harbour vote ${tag} decided”` }).click();
    const confirm = page.getByRole("dialog", {
      name: `Are you sure you want to delete "Harbour vote ${tag} decided"?`,
    });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted", "The article has been successfully deleted");
    await page.getByText("No articles found").waitFor();
    expect((await fetch(`${site.url}/article/${slug}`)).status).toBe(404);
  });

  it("keeps the edit dialog open on reload, closes it with Back and with Escape", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    await publishArticle(site.url, cookie, { title: `Bridge repairs ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);
    await page.getByRole("link", { name: `Edit “Bridge repairs ${tag}”` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    expect(await dialog.getByLabel("Headline").inputValue()).toBe(`Bridge repairs ${tag}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).not.toContain("edit=");

    await page.getByRole("link", { name: `Edit “Bridge repairs ${tag}”` }).click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => focusedText(page)).toContain(`Edit “Bridge repairs ${tag}”`);
  });

  it("asks before throwing away changes made in the edit dialog", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    await publishArticle(site.url, cookie, { title: `Ferry fares ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);
    await page.getByRole("link", { name: `Edit “Ferry fares ${tag}”` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Article" });
    await dialog.getByLabel("Headline").fill(`Ferry fares ${tag} rise`);
    await page.keyboard.press("Escape");
    const question = page.getByRole("dialog", { name: "Discard your changes to this article?" });
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "hidden" });
    expect(await dialog.getByLabel("Headline").inputValue()).toBe(`Ferry fares ${tag} rise`);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await question.getByRole("button", { name: "Discard changes" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(page.url()).not.toContain("edit=");
  });

  it("says 'Article not found' for a link to an article that is gone", async () => {
    const page = await deskPage("/admin/dashboard/articles?edit=00000000-0000-4000-8000-000000000000");
    await expectToast(page, "Article not found");
    await page.waitForURL((url) => !url.search.includes("edit="));
  });

  it("searches by title, author or category and filters by category, from the URL", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    await publishArticle(site.url, cookie, { title: `Tea prices ${tag}`, category: "Business" });
    await publishArticle(site.url, cookie, {
      title: `Monsoon ${tag}`,
      category: "Science",
      author: `Rain ${tag}`,
    });
    const page = await deskPage("/admin/dashboard/articles");
    await page.getByRole("searchbox", { name: "Search articles" }).fill(tag);
    await page.waitForURL(new RegExp(`q=${tag}`));
    await page.getByRole("rowheader", { name: `Monsoon ${tag}` }).waitFor();
    expect(await page.getByRole("row").count()).toBe(3);
    await page.getByRole("combobox", { name: "Category" }).selectOption("Business");
    await page.waitForURL(/category=Business/);
    await page.getByRole("rowheader", { name: `Monsoon ${tag}` }).waitFor({ state: "detached" });
    expect(await page.getByRole("rowheader", { name: `Tea prices ${tag}` }).count()).toBe(1);
    await page.getByRole("searchbox", { name: "Search articles" }).fill(`nothing-${tag}`);
    await page.getByText("No articles found").waitFor();
  });
});

// The fetchers of the portal post to the route's `.data` URL and read the action's own status.
describe("Manage Articles over HTTP", () => {
  it("answers 'Article not found' and the required-fields toast from the server", async () => {
    const cookie = await portalSession(site.url, DESK);
    const missing = await post(
      site.url,
      "/admin/dashboard/articles.data",
      {
        intent: "update",
        id: "00000000-0000-4000-8000-000000000000",
        title: "A",
        excerpt: "B",
        content: "<p>C</p>",
        author: "D",
      },
      cookie,
    );
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain("Failed to update article");
    expect(notFound).toContain("Article not found");
    const { id } = await publishArticle(site.url, cookie, { title: `River ferry ${token()}` });
    const empty = await post(
      site.url,
      "/admin/dashboard/articles.data",
      { intent: "update", id, title: "", excerpt: "", content: "<p><br></p>", author: "" },
      cookie,
    );
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expect(refused).toContain("Missing fields");
    expect(refused).toContain("Please fill in all required fields");
  });

  it("refuses anonymous writes with 401 and sends a plain anonymous form post to /admin", async () => {
    const data = await post(site.url, "/admin/dashboard/articles.data", { intent: "delete", id: "x" });
    expect(data.status).toBe(401);
    const page = await post(site.url, "/admin/dashboard/articles", { intent: "delete", id: "x" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin");
  });
});

describe("Manage Creative Pieces", () => {
  it("edits a creative piece and deletes it", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    await publishCreativePiece(site.url, cookie, { title: `Hill song ${tag}` });
    const page = await deskPage(`/admin/dashboard/creative?q=${tag}`);
    await page.getByRole("cell", { name: /Test Poet/ }).waitFor();

    await page.getByRole("link", { name: `Edit “Hill song ${tag}”` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Creative Piece" });
    await dialog.waitFor();
    await dialog.locator(".ql-editor").waitFor();
    const update = dialog.getByRole("button", { name: "Update Creative" });
    await dialog.getByLabel("Title").fill("");
    expect(await update.isDisabled()).toBe(true);
    await dialog.getByLabel("Title").fill(`Hill song ${tag}, revised`);
    await dialog.getByLabel("Creative Type").selectOption("prose");
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await expectToast(page, "Creative piece updated", "The creative piece has been successfully updated");
    await dialog.waitFor({ state: "hidden" });
    const row = page.getByRole("row", { name: new RegExp(`Hill song ${tag}, revised`) });
    expect(await row.getByRole("cell", { name: "Prose" }).count()).toBe(1);
    expect(await (await fetch(`${site.url}/creative`)).text()).toContain(`Hill song ${tag}, revised`);

    await page.getByRole("button", { name: `Delete “Hill song ${tag}, revised”` }).click();
    await page
      .getByRole("dialog", { name: `Are you sure you want to delete "Hill song ${tag}, revised"?` })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Creative piece deleted", "The creative piece has been successfully deleted");
    await page.getByText("No creative pieces found").waitFor();
  });
});

describe("Settings", () => {
  it("adds breaking news, shows it in the public ticker, hides, shows and deletes it", async () => {
    const page = await deskPage("/admin/dashboard/settings");
    const card = page.getByRole("region", { name: "Breaking News Management" });
    const title = `Bridge closed ${token()}`;
    await card.getByRole("button", { name: "Add Breaking News" }).click();
    await expectToast(page, "Missing fields", "Please fill in both title and content for breaking news");
    await card.getByLabel("Title").fill(title);
    await card.getByLabel("Content").fill("The old bridge is closed for repairs until Monday.");
    await card.getByRole("button", { name: "Add Breaking News" }).click();
    await expectToast(page, "Breaking news created", "Breaking news has been successfully added");
    const item = card.getByRole("listitem").filter({ hasText: title });
    await item.getByText("Active", { exact: true }).waitFor();
    expect(await card.getByLabel("Title").inputValue()).toBe("");
    const home = () => fetch(site.url).then((r) => r.text());
    expect(await home()).toContain(title);

    await item.getByRole("button", { name: `Hide “${title}”` }).click();
    await expectToast(page, "Breaking news deactivated", "Breaking news has been hidden on the website");
    await item.getByText("Inactive", { exact: true }).waitFor();
    expect(await home()).not.toContain(title);

    await item.getByRole("button", { name: `Show “${title}”` }).click();
    await expectToast(page, "Breaking news activated", "Breaking news has been shown on the website");
    expect(await home()).toContain(title);

    await item.getByRole("button", { name: `Delete “${title}”` }).click();
    await page
      .getByRole("dialog", { name: "Are you sure you want to delete this breaking news?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectToast(page, "Breaking news deleted", "Breaking news has been successfully removed");
    await item.waitFor({ state: "detached" });
    expect(await home()).not.toContain(title);
  });

  it("renames the site: the public header and the page title use the new name at once", async () => {
    const page = await deskPage("/admin/dashboard/settings");
    const card = page.getByRole("region", { name: "Site Settings" });
    expect(await card.getByLabel("Site Name").inputValue()).toBe("Borderland Times");
    expect(await card.getByLabel("Site Tagline").inputValue()).toBe("Truth in Every Story");
    await card.getByLabel("Site Name").fill("Riverside Ledger");
    await card.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved", "Your site settings have been saved");

    const reader = await site.page();
    await reader.goto(`${site.url}/politics`);
    expect(await reader.getByRole("banner").textContent()).toMatch(/Riverside\s*Ledger/);
    expect(await reader.title()).toContain("Riverside Ledger");

    await card.getByLabel("Site Name").fill("Borderland Times");
    await card.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Settings saved");
  });

  it("edits the editorial team: adds, reorders and removes people, and keeps the order", async () => {
    const page = await deskPage("/admin/dashboard/settings");
    const card = page.getByRole("region", { name: "Editorial team" });
    for (const [name, role] of [
      ["Asha Rai", "Editor in Chief"],
      ["Tenzin Lama", "Sports Editor"],
      ["Mina Das", "Science Editor"],
    ] as const) {
      await card.getByRole("button", { name: "Add member" }).click();
      await card.getByLabel("Name").last().fill(name);
      await card.getByLabel("Role").last().fill(role);
    }
    await card.getByRole("button", { name: "Move up Tenzin Lama" }).click();
    expect(await focusedText(page)).toContain("Move down");
    await card.getByRole("button", { name: "Remove Mina Das" }).click();
    await card.getByRole("button", { name: "Save Team" }).click();
    await expectToast(page, "Editorial team saved");
    await page.reload();
    const names = await card
      .getByLabel("Name")
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(names).toEqual(["Tenzin Lama", "Asha Rai"]);
  });

  it("changes the password: the old one is refused afterwards and the account's other session ends", async () => {
    const page = await site.page();
    await signInToPortal(page, site.url, NIGHT);
    const other = await site.page();
    await signInToPortal(other, site.url, NIGHT);
    await page.goto(`${site.url}/admin/dashboard/settings`);
    const card = page.getByRole("region", { name: "Change Password" });
    await card.getByText("Changing the password of night-editor").waitFor();

    await card.getByLabel("Current Password").fill(NIGHT.password);
    await card.getByLabel(/^New Password/).fill("harbour-lights-9");
    await card.getByLabel("Confirm New Password").fill("harbour-lights-8");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password mismatch", "New password and confirmation don't match");
    await card.getByLabel(/^New Password/).fill("short");
    await card.getByLabel("Confirm New Password").fill("short");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password too short", "Password must be at least 6 characters long");

    await card.getByLabel(/^New Password/).fill("harbour-lights-9");
    await card.getByLabel("Confirm New Password").fill("harbour-lights-9");
    await card.getByRole("button", { name: "Change Password" }).click();
    await expectToast(page, "Password updated", "Your password has been successfully changed");
    expect(await card.getByLabel("Current Password").inputValue()).toBe("");
    expect(await card.getByLabel(/^New Password/).inputValue()).toBe("");

    await other.goto(`${site.url}/admin/dashboard/settings`);
    expect(new URL(other.url()).pathname).toBe("/admin");
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard/settings");
    const old = await post(site.url, "/admin", { username: NIGHT.username, password: NIGHT.password });
    expect(old.status).toBe(401);
    const fresh = await post(site.url, "/admin", { username: NIGHT.username, password: "harbour-lights-9" });
    expect(fresh.status).toBe(302);
  });
});
