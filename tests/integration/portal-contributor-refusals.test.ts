import path from "node:path";
import { count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { articles, auditEvents, staffInvitations, staticPages, users } from "../../server/db/schema.ts";
import { getBackupSchedule } from "../../server/modules/backups/schedule-settings.ts";
import { addBreakingNews } from "../../server/modules/breaking-news/portal.ts";
import { listAllBreakingNews } from "../../server/modules/breaking-news/queries.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { APP, form, portalCaller, type Module } from "../helpers/portal-requests.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** A contributor's requests to what only editors and admins may do, posted to the routes directly
 * (moved from ./portal-permissions.test.ts, issue 37). */

describeEachEngine("a contributor's direct requests", ({ db }) => {
  const { session } = routeCalls(db);
  const call = portalCaller(db);

  it("refuses a contributor's direct requests to publish, delete another's piece, change breaking news, settings, backups or staff, or export, and changes nothing", async () => {
    const { user, cookie } = await session("contributor");
    const post = async (file: string, routePath: string, fields: Record<string, string>) => {
      const module = (await import(path.join(APP, file))) as Module;
      return call(module, "action", { path: routePath, file }, { cookie, body: form(fields) });
    };
    const own = await savePiece(db(), user, "article", PIECE_FORMS.article.create(), "save");
    const others = await makeArticle(db());
    const item = await addBreakingNews(db(), actor(), { title: "Flood warning", content: "Stay inside" });
    const before = {
      own: await articleRow(own.id),
      others: await articleRow(others.id),
      breaking: await listAllBreakingNews(db()),
      site: await getSiteIdentity(db()),
      users: await db().select().from(users).orderBy(users.id),
      invitations: await db().select().from(staffInvitations),
      pages: await db().select().from(staticPages),
      backups: await getBackupSchedule(db()),
      audit: await db().select().from(auditEvents),
    };
    const [about] = before.pages.filter((p) => p.slug === "about");
    if (!about) throw new Error("no About page");
    const refused = [
      await post("routes/admin.editor.ts", "/admin/editor", {
        ...PIECE_FORMS.article.create(),
        kind: "article",
        intent: "publish",
        id: own.id,
        baseVersion: String(own.version),
      }),
      await post("routes/admin.dashboard.articles.new.tsx", "/admin/dashboard/articles/new", {
        ...PIECE_FORMS.article.create({ title: "Published by a contributor" }),
      }),
      await post("routes/admin.dashboard.articles.tsx", "/admin/dashboard/articles", {
        intent: "delete",
        id: others.id,
      }),
      await post("routes/admin.dashboard.settings.tsx", "/admin/dashboard/settings", {
        intent: "breaking-add",
        title: "Fake alarm",
        content: "Nothing happened",
      }),
      await post("routes/admin.dashboard.settings.tsx", "/admin/dashboard/settings", {
        intent: "breaking-toggle",
        id: item.id,
        active: "false",
      }),
      await post("routes/admin.dashboard.settings.tsx", "/admin/dashboard/settings", {
        intent: "site",
        siteName: "Taken over",
        siteTagline: "By a contributor",
      }),
      await post("routes/admin.dashboard.settings.tsx", "/admin/dashboard/settings", {
        intent: "backups",
        keepDaily: "1",
        keepWeekly: "0",
      }),
      await post("routes/admin.export.ts", "/admin/export", { kind: "archive" }),
      await post("routes/admin.dashboard.staff.tsx", "/admin/dashboard/staff", {
        intent: "invite",
        name: "A friend",
        email: "friend@example.org",
        role: "admin",
      }),
      await post("routes/admin.dashboard.staff.tsx", "/admin/dashboard/staff", {
        intent: "role",
        id: user.id,
        role: "admin",
      }),
      // A static page (decision 0047): an editor's.
      await post("routes/admin.editor.ts", "/admin/editor", {
        kind: "page",
        intent: "autosave",
        id: about.id,
        baseVersion: String(about.version),
        title: "About a contributor",
        content: "<p>Mine now</p>",
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refused.map((r) => (r.body as { error?: string }).error)).toEqual([
      "Only an editor can publish. Submit it for review instead.",
      "Only an editor can publish. Submit it for review instead.",
      "Only an editor can delete a piece that is not your own draft.",
      "Only an editor can change breaking news.",
      "Only an editor can change breaking news.",
      "Only an admin can change the settings.",
      "Only an admin can manage backups.",
      "Only an admin can manage backups.",
      "Only an admin can manage the staff.",
      "Only an admin can manage the staff.",
      "Only an editor can change the site's pages.",
    ]);
    expect({
      own: await articleRow(own.id),
      others: await articleRow(others.id),
      breaking: await listAllBreakingNews(db()),
      site: await getSiteIdentity(db()),
      users: await db().select().from(users).orderBy(users.id),
      invitations: await db().select().from(staffInvitations),
      pages: await db().select().from(staticPages),
      backups: await getBackupSchedule(db()),
      audit: await db().select().from(auditEvents),
    }).toEqual(before);
    const [published] = await db()
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.title, "Published by a contributor"));
    expect(published!.n).toBe(0);
  });

  const articleRow = async (id: string) => (await db().select().from(articles).where(eq(articles.id, id)))[0];
});
