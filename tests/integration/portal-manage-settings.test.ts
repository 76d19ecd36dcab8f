import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as settingsRoute from "../../app/routes/admin.dashboard.settings.tsx";
import { breakingNews, sessions } from "../../server/db/schema.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls, settle } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

describeEachEngine("Settings actions", ({ db }) => {
  const { session, post, load } = routeCalls(db);

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

  it("saves the backup settings with a toast, drops no cached page, and answers a number out of range 400 with its field", async () => {
    const admin = await session("admin");
    const path = "/admin/dashboard/settings";
    const as = { cookie: admin.cookie };
    const refused = await post(
      settingsRoute,
      path,
      { intent: "backups", daily: "on", keepDaily: "x", keepWeekly: "4" },
      as,
    );
    expect([refused.status, refused.changes]).toEqual([400, []]);
    expect(refused.body).toMatchObject({ fields: { keepDaily: "Enter a whole number from 1 to 60." } });
    const saved = await post(settingsRoute, path, { intent: "backups", keepDaily: "5", keepWeekly: "0" }, as);
    expect([saved.status, saved.changes, saved.body]).toMatchObject([
      200,
      [],
      { toast: { title: "Backup settings saved", description: "Daily backups are off" } },
    ]);
    const page = await load(settingsRoute, path, admin.cookie);
    expect(page.body).toMatchObject({
      backups: { schedule: { daily: false, keepDaily: 5, keepWeekly: 0 }, next: null, last: null },
    });
    const editor = await session("editor");
    expect(
      ((await load(settingsRoute, path, editor.cookie)).body as { backups: unknown }).backups,
    ).toBeNull();
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

  it("answers too many wrong current passwords with 429 and says when to try again", async () => {
    const admin = await session("admin", "old-password-1");
    const { context } = testLoadContext(db());
    const attempt = () =>
      settle(
        settingsRoute.action({
          request: new Request("http://localhost:3000/admin/dashboard/settings", {
            method: "POST",
            headers: { cookie: admin.cookie },
            body: new URLSearchParams({
              intent: "password",
              currentPassword: "not-the-password",
              newPassword: "new-password-1",
              confirmPassword: "new-password-1",
            }),
          }),
          context,
          params: {},
        } as never),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
