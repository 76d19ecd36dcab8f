import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { expect, it } from "vitest";
import * as loginRoute from "../../app/routes/admin.tsx";
import * as logoutRoute from "../../app/routes/admin.logout.ts";
import * as dashboardRoute from "../../app/routes/admin.dashboard.tsx";
import * as articlesRoute from "../../app/routes/admin.dashboard.articles.tsx";
import * as settingsRoute from "../../app/routes/admin.dashboard.settings.tsx";
import * as twoFactorRoute from "../../app/routes/admin.two-factor.tsx";
import { auditEvents } from "../../server/db/schema.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { confirmEnrollment, startEnrollment } from "../../server/modules/accounts/two-factor/totp.ts";
import { createRateLimits } from "../../server/modules/rate-limits.ts";
import { OWN_FACTOR_FIRST } from "../../server/modules/settings/staff-two-factor.ts";
import { TWO_FACTOR_SETUP_OWED } from "#shared/texts.ts";
import { makeUser } from "../helpers/factories.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const PASSWORD = "Brahmaputra-at-dawn-7";
const WRONG = "Not-the-password-9";
const codeAt = (secret: string, at = Date.now()) => new TOTP({ secret }).generate({ timestamp: at });
const cookieOf = (headers: Headers) => headers.get("set-cookie")!.split(";")[0]!;

describeEachEngine("staff sign-in, the audit log and required two-factor sign-in", ({ db }) => {
  const { post, load } = routeCalls(db);
  let n = 0;
  async function staff(role: "admin" | "editor") {
    n++;
    const username = `${role}${n}${Date.now() % 100000}`;
    const user = await makeUser(db(), {
      role,
      username,
      name: `${role === "admin" ? "Ada" : "Eddie"} ${n}`,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
    });
    return { user, username };
  }
  const entries = (userOrName: { id?: string; name?: string }) =>
    db()
      .select()
      .from(auditEvents)
      .where(
        userOrName.id ? eq(auditEvents.actorId, userOrName.id) : eq(auditEvents.actorName, userOrName.name!),
      );
  const signIn = (username: string, password: string) => post(loginRoute, "/admin", { username, password });

  it("records sign-ins, failed sign-ins by the name typed, settings, password and sign-out, never a secret", async () => {
    const { user, username } = await staff("admin");
    expect((await signIn(username, WRONG)).status).toBe(401);
    expect((await signIn("no-such-editor", WRONG)).status).toBe(401);
    const signedIn = await signIn(username, PASSWORD);
    expect(signedIn.status).toBe(302);
    const cookie = cookieOf(signedIn.headers);
    const as = { cookie };
    await post(
      settingsRoute,
      "/admin/dashboard/settings",
      { intent: "site", siteName: "Hill Times", siteTagline: "Up the hill" },
      as,
    );
    const newPassword = "Kaziranga-rhino-42";
    await post(
      settingsRoute,
      "/admin/dashboard/settings",
      { intent: "password", currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      as,
    );
    expect((await post(logoutRoute, "/admin/logout", {}, as)).status).toBe(302);

    const failed = await entries({ name: username });
    expect(failed.map((e) => [e.action, e.summary, e.actorId, e.subjectId])).toEqual([
      ["sign-in-failed", "Wrong password", null, user.id],
    ]);
    expect(failed[0]!.ip).toMatch(/^203\.0\.113\./);
    expect((await entries({ name: "no-such-editor" })).map((e) => e.summary)).toEqual([
      "No account has that name",
    ]);
    const own = await entries({ id: user.id });
    expect(own.map((e) => [e.action, e.summary])).toEqual(
      expect.arrayContaining([
        ["sign-in", "With a password"],
        ["settings", "Site name, Tagline"],
        ["password", "Changed in Settings"],
        ["sign-out", ""],
      ]),
    );
    const settings = own.find((e) => e.action === "settings")!;
    expect(settings.details).toEqual({
      changed: [
        { setting: "Site name", from: "Borderland Times", to: "Hill Times" },
        { setting: "Tagline", from: expect.any(String), to: "Up the hill" },
      ],
    });
    const log = JSON.stringify(await db().select().from(auditEvents));
    for (const secret of [PASSWORD, WRONG, newPassword, cookie.split("=")[1]!])
      expect(log).not.toContain(secret);
  });

  it("records a sign-in after its second factor, and a wrong code as a failed sign-in", async () => {
    const { user, username } = await staff("admin");
    const { secret } = await startEnrollment(db(), user, "Borderland Times");
    const { recoveryCodes } = await confirmEnrollment(
      db(),
      createRateLimits(),
      { userId: user.id, ip: "203.0.113.1" },
      { code: codeAt(secret) },
    );
    const pending = await signIn(username, PASSWORD);
    expect(pending.body).toMatchObject({ ok: true, secondFactorRequired: true });
    const as = { cookie: cookieOf(pending.headers) };
    expect((await entries({ id: user.id })).filter((e) => e.action === "sign-in")).toHaveLength(0);
    expect((await post(loginRoute, "/admin", { intent: "second-factor", code: "000000" }, as)).status).toBe(
      400,
    );
    expect(
      (await post(loginRoute, "/admin", { intent: "second-factor", code: recoveryCodes[0]! }, as)).status,
    ).toBe(302);
    const own = await entries({ id: user.id });
    expect(own.map((e) => [e.action, e.summary])).toEqual(
      expect.arrayContaining([
        ["sign-in-failed", "Wrong two-factor code"],
        ["two-factor", "Used a recovery code to sign in (9 left)"],
        ["sign-in", "With a password and a recovery code"],
      ]),
    );
    const log = JSON.stringify(own);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(recoveryCodes[0]!);
  });

  it("requires two-factor sign-in of every member of staff once an admin with one turns it on", async () => {
    const { user: admin, username } = await staff("admin");
    const adminCookie = cookieOf((await signIn(username, PASSWORD)).headers);
    const turnOn = () =>
      post(
        settingsRoute,
        "/admin/dashboard/settings",
        { intent: "two-factor", required: "on" },
        { cookie: adminCookie },
      );
    const refused = await turnOn();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ toast: { description: OWN_FACTOR_FIRST } });
    const { secret } = await startEnrollment(db(), admin, "Borderland Times");
    await confirmEnrollment(
      db(),
      createRateLimits(),
      { userId: admin.id, ip: "203.0.113.1" },
      { code: codeAt(secret) },
    );
    expect((await turnOn()).status).toBe(200);
    expect((await entries({ id: admin.id })).map((e) => e.summary)).toContain(
      "Require two-factor sign-in for all staff",
    );

    // A signed-in editor without a factor is refused every portal page and endpoint until they set
    // one up. (Their session is made here: which roles the password step admits is the roles' work.)
    const { user: editor } = await staff("editor");
    const editorCookie = `bt_session=${(await createSession(db(), editor.id)).token}`;
    const page = await load(dashboardRoute, "/admin/dashboard", editorCookie);
    expect([page.status, page.headers.get("location")]).toEqual([302, "/admin/two-factor"]);
    const write = await post(
      articlesRoute,
      "/admin/dashboard/articles",
      { intent: "delete", id: editor.id },
      { cookie: editorCookie },
    );
    expect(write.status).toBe(403);
    expect(JSON.stringify(write.body)).toContain(TWO_FACTOR_SETUP_OWED);

    expect((await load(twoFactorRoute, "/admin/two-factor", editorCookie)).body).toMatchObject({
      owes: true,
    });
    const started = await post(
      twoFactorRoute,
      "/admin/two-factor",
      { intent: "enroll" },
      { cookie: editorCookie },
    );
    const { enrollment } = started.body as { enrollment: { secret: string } };
    const confirmed = await post(
      twoFactorRoute,
      "/admin/two-factor",
      { intent: "confirm", code: codeAt(enrollment.secret) },
      { cookie: editorCookie },
    );
    expect((confirmed.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await load(dashboardRoute, "/admin/dashboard", editorCookie)).status).toBe(200);
    expect((await load(twoFactorRoute, "/admin/two-factor", editorCookie)).body).toMatchObject({
      owes: false,
    });
    expect((await entries({ id: editor.id })).map((e) => e.summary)).toContain(
      "Turned on two-factor sign-in",
    );
  });
});
