import { expect, it } from "vitest";
import * as articlesRoute from "../../app/routes/admin.dashboard.articles.tsx";
import * as creativeRoute from "../../app/routes/admin.dashboard.creative.tsx";
import * as settingsRoute from "../../app/routes/admin.dashboard.settings.tsx";
import { creativePieces } from "../../server/db/schema.ts";
import { makeArticle } from "../helpers/factories.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const ORIGIN = "http://localhost:3000";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describeEachEngine("Manage Articles and Manage Creative Pieces actions", ({ db }) => {
  const { session, post, load } = routeCalls(db);

  it("answers 401 to anonymous and 403 to readers on every section", async () => {
    const reader = await session("reader");
    for (const [route, path] of [
      [articlesRoute, "/admin/dashboard/articles"],
      [creativeRoute, "/admin/dashboard/creative"],
      [settingsRoute, "/admin/dashboard/settings"],
    ] as const) {
      expect((await post(route, path, { intent: "delete", id: MISSING_ID })).status).toBe(401);
      expect(
        (await post(route, path, { intent: "delete", id: MISSING_ID }, { cookie: reader.cookie })).status,
      ).toBe(403);
      expect((await load(route, path)).status).toBe(302);
      expect((await load(route, path, reader.cookie)).status).toBe(403);
    }
  });

  it("updates and deletes an article with the toasts of SPEC.md §8, then says 'Article not found'", async () => {
    const admin = await session("admin");
    const article = await makeArticle(db(), { title: "Bridge vote" });
    const path = "/admin/dashboard/articles";
    const fields = {
      id: article.id,
      title: "Bridge vote passed",
      excerpt: "Lead",
      content: "<p>Body</p>",
      author: "Desk",
    };
    const updated = await post(
      articlesRoute,
      path,
      { intent: "update", ...fields },
      { cookie: admin.cookie },
    );
    expect(updated).toMatchObject({
      status: 200,
      body: {
        ok: true,
        toast: { title: "Article updated", description: "Your article has been successfully updated" },
      },
    });
    const missing = await post(
      articlesRoute,
      path,
      { intent: "update", ...fields, title: " " },
      { cookie: admin.cookie },
    );
    expect(missing).toMatchObject({
      status: 400,
      body: {
        toast: {
          title: "Missing fields",
          description: "Please fill in all required fields",
          variant: "destructive",
        },
      },
    });
    const deleted = await post(
      articlesRoute,
      path,
      { intent: "delete", id: article.id },
      { cookie: admin.cookie },
    );
    expect(deleted.body).toMatchObject({
      ok: true,
      toast: { title: "Article deleted", description: "The article has been successfully deleted" },
    });
    const again = await post(
      articlesRoute,
      path,
      { intent: "delete", id: article.id },
      { cookie: admin.cookie },
    );
    expect(again).toMatchObject({
      status: 404,
      body: { ok: false, toast: { title: "Failed to delete article", description: "Article not found" } },
    });
    const gone = await post(articlesRoute, path, { intent: "update", ...fields }, { cookie: admin.cookie });
    expect(gone.body).toMatchObject({
      toast: { title: "Failed to update article", description: "Article not found" },
    });
  });

  it("sends a plain form post back to the list with the dialog closed and the toast as a flash", async () => {
    const admin = await session("admin");
    const article = await makeArticle(db());
    const answer = await post(
      articlesRoute,
      "/admin/dashboard/articles",
      {
        intent: "update",
        id: article.id,
        title: "Plain post",
        excerpt: "Lead",
        content: "<p>Body</p>",
        author: "Desk",
      },
      {
        cookie: admin.cookie,
        "Sec-Fetch-Mode": "navigate",
        Referer: `${ORIGIN}/admin/dashboard/articles?q=plain&edit=${article.id}`,
      },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/dashboard/articles?q=plain");
    expect(answer.flashes).toEqual([
      { title: "Article updated", description: "Your article has been successfully updated" },
    ]);
  });

  it("filters by status, and sends the old ?edit= address to the piece's editor page", async () => {
    const admin = await session("admin");
    const article = await makeArticle(db(), { title: "Loaded for editing", category: "Science" });
    const published = await load(
      articlesRoute,
      "/admin/dashboard/articles?category=Science&status=published",
      admin.cookie,
    );
    expect(published.body).toMatchObject({ category: "Science", status: "published" });
    const items = (published.body as { results: { items: { id: string; status: string }[] } }).results.items;
    expect(items).toContainEqual(expect.objectContaining({ id: article.id, status: "published" }));
    const drafts = await load(articlesRoute, "/admin/dashboard/articles?status=draft", admin.cookie);
    expect(drafts.body).toMatchObject({ status: "draft", results: { items: [] } });
    const unknown = await load(articlesRoute, "/admin/dashboard/articles?status=gone", admin.cookie);
    expect(unknown.body).toMatchObject({ status: "" });
    const old = await load(articlesRoute, `/admin/dashboard/articles?edit=${article.id}`, admin.cookie);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(`/admin/dashboard/articles/${article.id}`);
  });

  it("refuses a creative update without its required fields, then updates and deletes the piece", async () => {
    const admin = await session("admin");
    const [piece] = await db()
      .insert(creativePieces)
      .values({ title: "Hill song", type: "poetry", author: "Poet", content: "<p>Lines</p>" })
      .returning();
    const path = "/admin/dashboard/creative";
    const refused = await post(
      creativeRoute,
      path,
      { intent: "update", id: piece!.id, type: "prose", title: "", author: "Poet", content: "<p>Lines</p>" },
      { cookie: admin.cookie },
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        toast: { title: "Missing required fields", description: "Please fill in title, content, and author" },
      },
    });
    const updated = await post(
      creativeRoute,
      path,
      {
        intent: "update",
        id: piece!.id,
        type: "prose",
        title: "Hill song, revised",
        author: "Poet",
        content: "<p>Lines</p>",
      },
      { cookie: admin.cookie },
    );
    expect(updated.body).toMatchObject({
      toast: {
        title: "Creative piece updated",
        description: "The creative piece has been successfully updated",
      },
    });
    const deleted = await post(
      creativeRoute,
      path,
      { intent: "delete", id: piece!.id },
      { cookie: admin.cookie },
    );
    expect(deleted.body).toMatchObject({
      toast: {
        title: "Creative piece deleted",
        description: "The creative piece has been successfully deleted",
      },
    });
  });
});
