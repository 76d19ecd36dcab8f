import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as articlesRoute from "../../app/routes/admin.dashboard.articles.tsx";
import * as creativeRoute from "../../app/routes/admin.dashboard.creative.tsx";
import * as settingsRoute from "../../app/routes/admin.dashboard.settings.tsx";
import { breakingNews, creativePieces, sessions } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeArticle, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const ORIGIN = "http://localhost:3000";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

type Answer = { status: number; body: unknown; headers: Headers };

/** An action's or loader's answer, whether plain data, data() or a (thrown) Response. */
async function settle(result: Promise<unknown>): Promise<Answer> {
  const value = await result.catch((thrown: unknown) => thrown);
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers };
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit")
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data,
      headers: new Headers(wrapped.init?.headers),
    };
  return { status: 200, body: value, headers: new Headers() };
}

describeEachEngine("portal management actions", ({ db }) => {
  const session = async (role: "admin" | "reader", password = "not-used") => {
    const user = await makeUser(db(), {
      role,
      username: `${role}-${Math.random().toString(36).slice(2, 8)}`,
      passwordHash: await hashPassword(password),
    });
    const { token } = await createSession(db(), user.id);
    return { user, cookie: `bt_session=${token}` };
  };
  const post = (
    route: { action: (args: never) => Promise<unknown> },
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const { context, flashes } = testLoadContext(db());
    const request = new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers,
    });
    return settle(route.action({ request, context, params: {} } as never)).then((a) => ({ ...a, flashes }));
  };
  const load = (route: { loader: (args: never) => Promise<unknown> }, path: string, cookie?: string) => {
    const { context } = testLoadContext(db());
    const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
    return settle(route.loader({ request, context, params: {} } as never));
  };

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

  it("loads the list and the article of ?edit=, and marks an edit link to nothing", async () => {
    const admin = await session("admin");
    const article = await makeArticle(db(), { title: "Loaded for editing", category: "Science" });
    const page = await load(
      articlesRoute,
      `/admin/dashboard/articles?category=Science&edit=${article.id}`,
      admin.cookie,
    );
    expect(page.body).toMatchObject({
      category: "Science",
      editing: { id: article.id, title: "Loaded for editing" },
    });
    const stale = await load(
      articlesRoute,
      `/admin/dashboard/articles?category=Nope&edit=${MISSING_ID}`,
      admin.cookie,
    );
    expect(stale.body).toMatchObject({ category: "", editing: null, editMissing: true });
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

  it("adds, hides, shows and deletes breaking news with the toasts of SPEC.md §8", async () => {
    const admin = await session("admin");
    const path = "/admin/dashboard/settings";
    const as = { cookie: admin.cookie };
    expect(
      (await post(settingsRoute, path, { intent: "breaking-add", title: "Closed", content: "" }, as)).body,
    ).toMatchObject({
      toast: {
        title: "Missing fields",
        description: "Please fill in both title and content for breaking news",
      },
    });
    const added = await post(
      settingsRoute,
      path,
      { intent: "breaking-add", title: "Road closed", content: "Until Monday" },
      as,
    );
    expect(added.body).toMatchObject({
      toast: { title: "Breaking news created", description: "Breaking news has been successfully added" },
    });
    const [item] = await db().select().from(breakingNews).where(eq(breakingNews.title, "Road closed"));
    const toggle = (active: string) =>
      post(settingsRoute, path, { intent: "breaking-toggle", id: item!.id, active }, as);
    expect((await toggle("false")).body).toMatchObject({
      toast: {
        title: "Breaking news deactivated",
        description: "Breaking news has been hidden on the website",
      },
    });
    expect((await toggle("true")).body).toMatchObject({
      toast: { title: "Breaking news activated", description: "Breaking news has been shown on the website" },
    });
    expect(
      (await post(settingsRoute, path, { intent: "breaking-delete", id: item!.id }, as)).body,
    ).toMatchObject({
      toast: { title: "Breaking news deleted", description: "Breaking news has been successfully removed" },
    });
    expect(
      (await post(settingsRoute, path, { intent: "breaking-delete", id: item!.id }, as)).body,
    ).toMatchObject({
      toast: { title: "Failed to delete breaking news", variant: "destructive" },
    });
    expect((await post(settingsRoute, path, { intent: "nonsense" }, as)).status).toBe(400);
  });

  it("changes the password of the signed-in account and ends its other sessions only", async () => {
    const admin = await session("admin", "old-password-1");
    const other = await createSession(db(), admin.user.id);
    const path = "/admin/dashboard/settings";
    const as = { cookie: admin.cookie };
    const mismatch = await post(
      settingsRoute,
      path,
      {
        intent: "password",
        currentPassword: "old-password-1",
        newPassword: "new-password-1",
        confirmPassword: "x",
      },
      as,
    );
    expect(mismatch.body).toMatchObject({
      toast: { title: "Password mismatch", description: "New password and confirmation don't match" },
    });
    const changed = await post(
      settingsRoute,
      path,
      {
        intent: "password",
        currentPassword: "old-password-1",
        newPassword: "new-password-1",
        confirmPassword: "new-password-1",
      },
      as,
    );
    expect(changed.body).toMatchObject({
      toast: { title: "Password updated", description: "Your password has been successfully changed" },
    });
    const left = await db()
      .select({ id: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, admin.user.id));
    expect(left).toHaveLength(1);
    expect((await load(settingsRoute, path, admin.cookie)).status).toBe(200);
    expect((await load(settingsRoute, path, `bt_session=${other.token}`)).status).toBe(302);
  });
});
