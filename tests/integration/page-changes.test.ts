import { expect, it } from "vitest";
import * as adminLoginRoute from "../../app/routes/admin.tsx";
import * as authRoute from "../../app/routes/api.auth.ts";
import * as likesRoute from "../../app/routes/api.likes.ts";
import * as commentRoute from "../../app/routes/api.comments.ts";
import * as commentsRoute from "../../app/routes/admin.dashboard.comments.tsx";
import * as articlesRoute from "../../app/routes/admin.dashboard.articles.tsx";
import * as mediaRoute from "../../app/routes/admin.dashboard.media.tsx";
import * as settingsRoute from "../../app/routes/admin.dashboard.settings.tsx";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import { listAllBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { makeArticle, makeUnusedImage, makeUser } from "../helpers/factories.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// Decision 0016: each write drops exactly the cached pages it changed, and nothing when it changed none.
describeEachEngine("the cached pages each write says it changed", ({ db }) => {
  const { session, post } = routeCalls(db);
  const settings = "/admin/dashboard/settings";

  it("drops nothing for a password change, a staff sign-in or a reader's sign-in", async () => {
    const admin = await session("admin", "old-password-1");
    const password = await post(
      settingsRoute,
      settings,
      {
        intent: "password",
        currentPassword: "old-password-1",
        newPassword: "new-password-1",
        confirmPassword: "new-password-1",
      },
      { cookie: admin.cookie },
    );
    expect([password.status, password.changes]).toEqual([200, []]);

    const staff = await post(adminLoginRoute, "/admin", {
      username: admin.user.username!,
      password: "new-password-1",
    });
    expect([staff.status, staff.changes]).toEqual([302, []]);

    const reader = await makeUser(db(), {
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword("reader-password-1"),
    });
    const signIn = await post(authRoute, "/api/auth", {
      intent: "sign-in",
      email: reader.email,
      password: "reader-password-1",
    });
    expect([signIn.status, signIn.body, signIn.changes]).toEqual([
      200,
      { ok: true, secondFactorRequired: false },
      [],
    ]);
  });

  it("drops nothing for deleting an image that nothing shows, and content pages for its alt text or credit", async () => {
    const admin = await session("admin");
    const as = { cookie: admin.cookie };
    const path = "/admin/dashboard/media";
    const alt = await post(
      mediaRoute,
      path,
      { intent: "alt", id: await makeUnusedImage(db()), alt: "Drains" },
      as,
    );
    expect([alt.status, alt.changes]).toEqual([200, ["content"]]);
    const credit = await post(
      mediaRoute,
      path,
      { intent: "credit", id: await makeUnusedImage(db()), credit: "Courtesy of the district" },
      as,
    );
    expect([credit.status, credit.changes]).toEqual([200, ["content"]]);
    const deleted = await post(mediaRoute, path, { intent: "delete", id: await makeUnusedImage(db()) }, as);
    expect([deleted.status, deleted.changes]).toEqual([200, []]);
  });

  it("drops every page for a breaking-news item added or edited, and nothing for a refused edit", async () => {
    const as = { cookie: (await session("admin")).cookie };
    const added = await post(
      settingsRoute,
      settings,
      { intent: "breaking-add", title: "Bridge closed", content: "Shut." },
      as,
    );
    expect([added.status, added.changes]).toEqual([200, ["everything"]]);
    const [item] = await listAllBreakingNews(db());
    const edited = await post(
      settingsRoute,
      settings,
      { intent: "breaking-edit", id: item!.id, title: "Bridge reopened", content: "Open." },
      as,
    );
    expect([edited.status, edited.changes, edited.body]).toEqual([
      200,
      ["everything"],
      {
        ok: true,
        intent: "breaking-edit",
        toast: { title: "Breaking news updated", description: "Breaking news has been successfully updated" },
      },
    ]);
    const refused = await post(
      settingsRoute,
      settings,
      { intent: "breaking-edit", id: item!.id, title: "", content: "Open." },
      as,
    );
    expect([refused.status, refused.changes]).toEqual([400, []]);
    expect(refused.body).toMatchObject({ ok: false, toast: { title: "Missing fields" } });
  });

  it("drops every page for site settings, content pages for an article, one article for a like", async () => {
    const admin = await session("admin");
    const as = { cookie: admin.cookie };
    const site = await post(
      settingsRoute,
      settings,
      { intent: "site", siteName: "Borderland Times", siteTagline: "Truth in Every Story" },
      as,
    );
    expect([site.status, site.changes]).toEqual([200, ["everything"]]);

    const article = await makeArticle(db());
    const liked = await post(
      likesRoute,
      "/api/likes",
      { target: "article", id: article.id, liked: "true" },
      { cookie: (await session("reader")).cookie },
    );
    expect([liked.status, liked.changes]).toEqual([200, [{ article: article.id }]]);

    const path = "/admin/dashboard/articles";
    const deleted = await post(articlesRoute, path, { intent: "delete", id: article.id }, as);
    expect([deleted.status, deleted.changes]).toEqual([200, ["content"]]);
    const again = await post(articlesRoute, path, { intent: "delete", id: article.id }, as);
    expect([again.status, again.changes]).toEqual([404, []]);
  });

  it("drops nothing for a held comment or a report, its article for an approval or its mode, every article for the comment rules", async () => {
    const editor = { cookie: (await session("editor")).cookie };
    const reader = { cookie: (await session("reader")).cookie };
    const article = await makeArticle(db());
    const comments = "/admin/dashboard/comments";
    const mode = await post(
      commentsRoute,
      comments,
      { intent: "article-mode", articleId: article.id, mode: "held" },
      editor,
    );
    expect([mode.status, mode.changes]).toEqual([200, [{ article: article.id }]]);
    const held = await post(
      commentRoute,
      "/api/comments",
      { intent: "post", articleId: article.id, content: "Wait" },
      reader,
    );
    expect([held.status, held.changes]).toEqual([200, []]);
    const id = (held.body as { comment: { id: string } }).comment.id;
    const approved = await post(commentsRoute, comments, { intent: "approve", ids: id }, editor);
    expect([approved.status, approved.changes]).toEqual([200, [{ article: article.id }]]);
    const other = { cookie: (await session("reader")).cookie };
    const reported = await post(commentRoute, "/api/comments", { intent: "report", commentId: id }, other);
    expect([reported.status, reported.changes]).toEqual([200, []]);
    const rules = await post(
      commentsRoute,
      comments,
      { intent: "rules", mode: "open", linkLimit: "2", blockedWords: "" },
      editor,
    );
    expect([rules.status, rules.changes]).toEqual([200, ["content"]]);
    const refused = await post(commentsRoute, comments, { intent: "approve", ids: id }, reader);
    expect([refused.status, refused.changes]).toEqual([403, []]);
  });
});
