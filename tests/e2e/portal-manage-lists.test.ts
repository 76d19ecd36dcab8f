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
  type Admin,
  signInQuietly,
} from "./portal-site.ts";

const DESK: Admin = {
  username: "desk-editor",
  email: "desk@borderland.test",
  password: "front-page-2026",
  name: "Desk Editor",
};
const site = setUpPortal([DESK]);
const token = () => randomBytes(3).toString("hex");

async function deskPage(path: string, width = 1280): Promise<Page> {
  const page = await site.page({ width });
  await signInQuietly(page, site.url, DESK);
  await page.goto(`${site.url}${path}`);
  return page;
}

describe("Manage Articles", () => {
  it("edits an article (new headline, image inserted as a figure), shows it publicly, then deletes it to a 404", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    const { id, slug } = await publishArticle(site.url, cookie, { title: `Harbour vote ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);

    // Edit opens the article's editor page (decision 0039).
    await page.getByRole("link", { name: `Edit “Harbour vote ${tag}”` }).click();
    await page.waitForURL(`${site.url}/admin/dashboard/articles/${id}`);
    await page.locator(".ql-editor").waitFor();

    await page.getByLabel("Title").fill("");
    const update = page.getByRole("button", { name: "Update", exact: true });
    expect(await update.isDisabled()).toBe(true);
    await page.getByText("To update, add title.").waitFor();
    await page.getByLabel("Title").fill(`Harbour vote ${tag} decided`);

    await page.getByRole("button", { name: "Remove image" }).click();
    await page.getByRole("button", { name: /^Insert/ }).click();
    await expectToast(page, "No image selected", "Please add an image first");
    await page.getByRole("button", { name: "Use an image URL instead" }).click();
    await page.getByLabel("Image URL").fill(`${site.url}/images/default-article.svg`);
    await page.getByRole("button", { name: "Set image URL" }).click();
    await page.getByLabel("Caption").fill("The harbour at dawn");
    await page.locator(".ql-editor").click();
    await page.getByRole("button", { name: /^Insert/ }).click();
    await expectToast(page, "Image inserted", "Image has been added to the content");
    await page.locator(".ql-editor img").waitFor();

    await update.click();
    await expectToast(page, "Article updated", "Your article has been successfully updated");
    await page.locator('[data-save-state="saved"]').waitFor();
    await page.goto(`${site.url}/admin/dashboard/articles?q=${tag}`);

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

  it("keeps the editor page's address on reload, and Back returns to the list", async () => {
    const cookie = await portalSession(site.url, DESK);
    const tag = token();
    const { id } = await publishArticle(site.url, cookie, { title: `Bridge repairs ${tag}` });
    const page = await deskPage(`/admin/dashboard/articles?q=${tag}`);
    await page.getByRole("link", { name: `Edit “Bridge repairs ${tag}”` }).click();
    await page.waitForURL(`${site.url}/admin/dashboard/articles/${id}`);
    await page.reload();
    await page.locator(".ql-editor").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe(`Bridge repairs ${tag}`);
    await page.goBack();
    await page.waitForURL(`${site.url}/admin/dashboard/articles?q=${tag}`);
  });

  it("says 'Article not found' for an editor page of an article that is gone, and sends the old ?edit= link there too", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const page = await deskPage(`/admin/dashboard/articles/${missing}`);
    await expectToast(page, "Article not found");
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard/articles");
    await page.goto(`${site.url}/admin/dashboard/articles?edit=${missing}`);
    await expectToast(page, "Article not found");
    expect(new URL(page.url()).pathname).toBe("/admin/dashboard/articles");
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
    // The rows themselves, so that a failure says which row was not wanted.
    expect(await page.getByRole("row").allInnerTexts()).toHaveLength(3);
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
    await page.getByRole("heading", { name: "Edit Creative Piece" }).waitFor();
    await page.locator(".ql-editor").waitFor();
    const update = page.getByRole("button", { name: "Update", exact: true });
    await page.getByLabel("Title").fill("");
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel("Title").fill(`Hill song ${tag}, revised`);
    await page.getByLabel("Creative Type").selectOption("prose");
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await expectToast(page, "Creative piece updated", "The creative piece has been successfully updated");
    await page.locator('[data-save-state="saved"]').waitFor();
    await page.goto(`${site.url}/admin/dashboard/creative?q=${tag}`);
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
