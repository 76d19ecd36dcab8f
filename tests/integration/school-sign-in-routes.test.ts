import { afterAll, beforeAll, expect, it } from "vitest";
import * as start from "../../app/routes/admin.school-sign-in.ts";
import * as callback from "../../app/routes/admin.school-sign-in.callback.tsx";
import * as login from "../../app/routes/admin.tsx";
import * as settings from "../../app/routes/admin.dashboard.settings.tsx";
import * as staff from "../../app/routes/admin.dashboard.staff.tsx";
import * as invitation from "../../app/routes/admin.invitation.tsx";
import { staffInvitations } from "../../server/db/schema.ts";
import { hashToken, randomToken } from "../../server/modules/accounts/tokens.ts";
import {
  CookieJar,
  startTestProvider,
  throughProvider,
  type TestProvider,
} from "../helpers/oidc-provider.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";
import { deactivateStaff } from "../../server/modules/staff/members.ts";
import { CALLBACK_PATH } from "../../server/modules/school-sign-in/flow.ts";
import { ATTEMPT_GONE, WAITING, WRONG_DOMAIN } from "../../server/modules/school-sign-in/texts.ts";

const ORIGIN = "http://localhost:3000";
let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(`${ORIGIN}${CALLBACK_PATH}`, {
    teacher: { email: "teacher@school.test", email_verified: true, name: "Ms Teacher" },
    student: { email: "student@elsewhere.test", email_verified: true },
    reader: { email: "a-reader@school.test", email_verified: true },
    invited: { email: "invited@school.test", email_verified: true },
  });
});
afterAll(() => provider.close());

describeEachEngine("the school's sign-in routes", ({ db }) => {
  const calls = routeCalls(db);
  const cookieValue = (headers: Headers, name: string) =>
    headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  /** The browser's trip: the button, the provider, the callback with the state cookie it was given. */
  async function signIn(login: string) {
    const begun = await calls.load(start, "/admin/school-sign-in");
    expect(begun.status).toBe(303);
    const state = cookieValue(begun.headers, "bt_school_state");
    const { returned } = await throughProvider(begun.headers.get("location")!, new CookieJar(), {
      login,
      redirectPrefix: `${ORIGIN}${CALLBACK_PATH}`,
    });
    const answer = await calls.load(
      callback,
      `${CALLBACK_PATH}${returned.search}`,
      `bt_school_state=${state}`,
    );
    if (answer.headers.get("location") !== CALLBACK_PATH) return answer;
    // Waiting or refused: the page at its address without the provider's query, as a reload shows it.
    expect(answer.status).toBe(303);
    const outcome = cookieValue(answer.headers, "bt_school_outcome");
    const shown = await calls.load(callback, CALLBACK_PATH, `bt_school_outcome=${outcome}`);
    expect(await calls.load(callback, CALLBACK_PATH, `bt_school_outcome=${outcome}`)).toMatchObject({
      body: shown.body,
    });
    return shown;
  }

  it("while it is not set up, the button is absent and its address says so", async () => {
    const page = await calls.load(login, "/admin");
    expect((page.body as { school: unknown }).school).toBeNull();
    const answer = await calls.load(start, "/admin/school-sign-in");
    expect([answer.status, answer.headers.get("location")]).toEqual([302, "/admin"]);
  });

  it("lets only admins save it, and each staff role's refusal is the domain's", async () => {
    const fields = {
      intent: "school-sign-in",
      preset: "other",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains: "school.test",
    };
    const admin = await calls.session("admin");
    const editor = await calls.session("editor");
    await deactivateStaff(db(), admin.user, { id: editor.user.id });
    const answers: Record<string, number> = {};
    for (const role of ["contributor", "editor", "adviser"] as const) {
      const { cookie } = await calls.session(role);
      answers[role] = (await calls.post(settings, "/admin/dashboard/settings", fields, { cookie })).status;
    }
    answers.deactivated = (
      await calls.post(settings, "/admin/dashboard/settings", fields, { cookie: editor.cookie })
    ).status;
    answers.anonymous = (await calls.post(settings, "/admin/dashboard/settings", fields)).status;
    answers.admin = (
      await calls.post(settings, "/admin/dashboard/settings", fields, { cookie: admin.cookie })
    ).status;
    expect(answers).toEqual({
      contributor: 403,
      editor: 403,
      adviser: 403,
      deactivated: 401,
      anonymous: 401,
      admin: 200,
    });
    const page = await calls.load(settings, "/admin/dashboard/settings", admin.cookie);
    expect(JSON.stringify(page.body)).not.toContain(provider.clientSecret);
    const button = await calls.load(login, "/admin");
    expect((button.body as { school: unknown }).school).toEqual({
      label: "Sign in with your school account",
      passwords: true,
    });
  });

  it("a teacher waits for approval, an admin approves on Staff, then the teacher lands on the portal", async () => {
    const waiting = await signIn("teacher");
    expect(waiting.body).toEqual({ outcome: "waiting", message: WAITING, back: null });
    const admin = await calls.session("admin");
    const { cookie: contributor } = await calls.session("contributor");
    const listed = await calls.load(staff, "/admin/dashboard/staff", admin.cookie);
    const [request] = (listed.body as { requests: { issuer: string; subject: string }[] }).requests;
    const answer = { intent: "school-approve", issuer: request!.issuer, subject: request!.subject };
    expect((await calls.post(staff, "/admin/dashboard/staff", answer, { cookie: contributor })).status).toBe(
      403,
    );
    expect((await calls.post(staff, "/admin/dashboard/staff", answer, { cookie: admin.cookie })).status).toBe(
      200,
    );
    const signedIn = await signIn("teacher");
    expect([signedIn.status, signedIn.headers.get("location")]).toEqual([302, "/admin/dashboard"]);
    expect(cookieValue(signedIn.headers, "bt_session")).toBeTruthy();
  });

  it("refuses another domain with its message, and a callback without this browser's state", async () => {
    const refused = await signIn("student");
    expect(refused.body).toEqual({
      outcome: "refused",
      message: WRONG_DOMAIN("student@elsewhere.test"),
      back: null,
    });
    const forged = await calls.load(callback, `${CALLBACK_PATH}?code=x&state=y`);
    expect(forged.headers.get("location")).toBe(CALLBACK_PATH);
    const gone = { outcome: "refused", message: ATTEMPT_GONE, back: null };
    const outcome = cookieValue(forged.headers, "bt_school_outcome");
    expect((await calls.load(callback, CALLBACK_PATH, `bt_school_outcome=${outcome}`)).body).toEqual(gone);
    // Opened later without the outcome kept, or with one not signed here: the same.
    expect((await calls.load(callback, CALLBACK_PATH)).body).toEqual(gone);
    const forgedOutcome = Buffer.from(
      JSON.stringify({ outcome: "waiting", message: "Hi", back: null }),
    ).toString("base64url");
    expect((await calls.load(callback, CALLBACK_PATH, `bt_school_outcome=${forgedOutcome}.x`)).body).toEqual(
      gone,
    );
  });

  it("only admins offer it to readers; a reader then signs in from the dialog and comes back to the page", async () => {
    const fields = { intent: "school-readers", readers: "on" };
    const answers: Record<string, number> = {};
    for (const role of ["contributor", "editor", "adviser", "admin"] as const) {
      const { cookie } = await calls.session(role);
      answers[role] = (await calls.post(settings, "/admin/dashboard/settings", fields, { cookie })).status;
    }
    expect(answers).toEqual({ contributor: 403, editor: 403, adviser: 403, admin: 200 });
    const begun = await calls.load(start, "/admin/school-sign-in?for=reader&back=%2Fopinion%3Fpage%3D2");
    const state = cookieValue(begun.headers, "bt_school_state");
    const { returned } = await throughProvider(begun.headers.get("location")!, new CookieJar(), {
      login: "reader",
      redirectPrefix: `${ORIGIN}${CALLBACK_PATH}`,
    });
    const back = await calls.load(callback, `${CALLBACK_PATH}${returned.search}`, `bt_school_state=${state}`);
    expect([back.status, back.headers.get("location")]).toEqual([302, "/opinion?page=2"]);
    expect(cookieValue(back.headers, "bt_session")).toBeTruthy();
  });

  it("an invitation's page offers the school's button, which accepts it and lands on the portal", async () => {
    const admin = await calls.session("admin");
    const token = randomToken();
    await db()
      .insert(staffInvitations)
      .values({
        email: "invited@school.test",
        name: "Invited Teacher",
        role: "editor",
        tokenHash: hashToken(token),
        invitedBy: admin.user.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const page = await calls.load(invitation, `/admin/invitation?token=${token}`);
    // The invited address is one of the school's: its button can accept it.
    expect((page.body as { school: unknown }).school).toEqual({
      label: "Sign in with your school account",
      passwords: true,
      accepts: true,
    });
    const begun = await calls.load(start, `/admin/school-sign-in?invitation=${token}`);
    expect(begun.status).toBe(303);
    const state = cookieValue(begun.headers, "bt_school_state");
    const { returned } = await throughProvider(begun.headers.get("location")!, new CookieJar(), {
      login: "invited",
      redirectPrefix: `${ORIGIN}${CALLBACK_PATH}`,
    });
    const landed = await calls.load(
      callback,
      `${CALLBACK_PATH}${returned.search}`,
      `bt_school_state=${state}`,
    );
    expect([landed.status, landed.headers.get("location")]).toEqual([302, "/admin/dashboard"]);
    const used = await calls.load(start, `/admin/school-sign-in?invitation=${token}`);
    expect(used.headers.get("location")).toBe(`/admin/invitation?token=${token}`);
  });
});
