import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { startTestProvider, type TestProvider } from "../../../tests/helpers/oidc-provider.ts";
import { member, PASSWORD } from "../../../tests/helpers/staff.ts";
import {
  auditEvents,
  schoolSignInLinks,
  schoolSignInRequests,
  siteSettings,
  users,
} from "../../db/schema.ts";
import { signInStaff } from "../accounts/staff-sign-in.ts";
import { createRateLimits } from "../rate-limits.ts";
import { NOT_REACHABLE, saveSchoolSignIn, schoolSignInView, WRONG_DISCOVERY } from "./config.ts";
import { CALLBACK_PATH } from "./flow.ts";
import { LINK_YOURSELF_FIRST, PASSWORD_SIGN_IN_OFF, setPasswordSignIn } from "./password-rule.ts";
import { signInSchoolPerson } from "./people.ts";
import { approveSchoolRequest, listSchoolRequests, REQUEST_GONE } from "./requests.ts";

let provider: TestProvider;
let notOidc: ReturnType<typeof createServer>;
let notOidcUrl: string;
beforeAll(async () => {
  provider = await startTestProvider(`http://127.0.0.1:3999${CALLBACK_PATH}`, {});
  notOidc = createServer((_req, res) => res.end("<html>hello</html>"));
  await new Promise<void>((resolve) => notOidc.listen(0, "127.0.0.1", resolve));
  notOidcUrl = `http://127.0.0.1:${(notOidc.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await provider.close();
  notOidc.close();
});

describeEachEngine("the school's sign-in in Settings", ({ db }) => {
  const form = (over: Record<string, string> = {}) => ({
    preset: "other",
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: "school.test, @Other.test",
    ...over,
  });
  const stored = () => db().select().from(siteSettings);

  it("refuses an unreachable issuer and one that is no OpenID provider, storing nothing", async () => {
    const admin = await member(db(), "admin");
    await expect(saveSchoolSignIn(db(), admin, form({ issuer: "http://127.0.0.1:9" }))).rejects.toThrow(
      NOT_REACHABLE("http://127.0.0.1:9"),
    );
    await expect(saveSchoolSignIn(db(), admin, form({ issuer: notOidcUrl }))).rejects.toThrow(
      WRONG_DISCOVERY(notOidcUrl),
    );
    await expect(saveSchoolSignIn(db(), admin, form({ issuer: "http://login.school.test" }))).rejects.toThrow(
      "https",
    );
    expect((await stored()).filter((s) => s.key.startsWith("school_sign_in"))).toEqual([]);
    expect(await schoolSignInView(db())).toBeNull();
  });

  it("is for admins only", async () => {
    const editor = await member(db(), "editor");
    await expect(saveSchoolSignIn(db(), editor, form())).rejects.toMatchObject({ status: 403 });
  });

  it("saves a provider that answers; the secret is never shown back nor written in the audit log", async () => {
    const admin = await member(db(), "admin");
    const view = await saveSchoolSignIn(db(), admin, form());
    expect(view).toMatchObject({
      issuer: provider.issuer,
      domains: ["school.test", "other.test"],
      secretSet: true,
    });
    expect(JSON.stringify(await schoolSignInView(db()))).not.toContain(provider.clientSecret);
    // An empty secret keeps the saved one.
    await saveSchoolSignIn(db(), admin, form({ clientSecret: "", newPeople: "contributor" }));
    const log = await db().select().from(auditEvents).where(eq(auditEvents.actorId, admin.id));
    expect(log.length).toBeGreaterThan(0);
    expect(JSON.stringify(log)).not.toContain(provider.clientSecret);
    expect(JSON.stringify(log)).toContain("School sign-in client secret");
    await saveSchoolSignIn(db(), admin, form({ newPeople: "approval" }));
  });

  it("turns staff passwords off only for an admin whom the school's sign-in has signed in; admins keep theirs, logged", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    await expect(setPasswordSignIn(db(), admin, { allowed: "false" })).rejects.toThrow(LINK_YOURSELF_FIRST);
    await db()
      .insert(schoolSignInLinks)
      .values({ issuer: provider.issuer, subject: "admin", userId: admin.id });
    expect(await setPasswordSignIn(db(), admin, { allowed: "false" })).toBe(false);
    const deps = { db: db(), limits: createRateLimits() };
    const client = { ip: "203.0.113.5" };
    await expect(
      signInStaff(deps, { username: editor.username, password: PASSWORD }, client),
    ).rejects.toThrow(PASSWORD_SIGN_IN_OFF);
    const signedIn = await signInStaff(deps, { username: admin.username, password: PASSWORD }, client);
    expect(signedIn.token).toBeTruthy();
    const log = await db().select().from(auditEvents).where(eq(auditEvents.action, "admin-password"));
    expect(log.map((e) => e.actorId)).toContain(admin.id);
    expect(await setPasswordSignIn(db(), admin, { allowed: "true" })).toBe(true);
    expect(
      (await signInStaff(deps, { username: editor.username, password: PASSWORD }, client)).token,
    ).toBeTruthy();
  });

  it("an admin approves a waiting person, who then gets in as a contributor; an answered request is gone", async () => {
    const admin = await member(db(), "admin");
    const person = {
      issuer: provider.issuer,
      subject: "new-teacher",
      email: "new@school.test",
      name: "New Teacher",
      multiFactor: true,
    };
    expect(await signInSchoolPerson(db(), person, { ip: "203.0.113.5" })).toEqual({ kind: "waiting" });
    expect((await listSchoolRequests(db(), admin)).map((r) => r.email)).toContain("new@school.test");
    await expect(listSchoolRequests(db(), await member(db(), "editor"))).rejects.toMatchObject({
      status: 403,
    });
    await approveSchoolRequest(db(), admin, { issuer: person.issuer, subject: person.subject });
    await expect(
      approveSchoolRequest(db(), admin, { issuer: person.issuer, subject: person.subject }),
    ).rejects.toThrow(REQUEST_GONE);
    expect(
      await db().select().from(schoolSignInRequests).where(eq(schoolSignInRequests.subject, "new-teacher")),
    ).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.email, "new@school.test"));
    expect(user!.role).toBe("contributor");
    const outcome = await signInSchoolPerson(db(), person, { ip: "203.0.113.5" });
    expect(outcome.kind).toBe("signed-in");
  });
});
