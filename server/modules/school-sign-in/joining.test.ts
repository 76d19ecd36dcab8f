import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSED_INVITATION } from "#shared/invitation-texts.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import {
  CookieJar,
  startTestProvider,
  throughProvider,
  type TestProvider,
} from "../../../tests/helpers/oidc-provider.ts";
import { member, PASSWORD } from "../../../tests/helpers/staff.ts";
import { auditEvents, schoolSignInLinks, staffInvitations, users } from "../../db/schema.ts";
import { readSession } from "../accounts/sessions.ts";
import { createRateLimits } from "../rate-limits.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { acceptInvitation } from "../staff/accept.ts";
import { answerSchoolCallback } from "./callback.ts";
import { invitationSchoolButton, saveSchoolSignIn } from "./config.ts";
import { CALLBACK_PATH } from "./flow.ts";
import { startInvitationSignIn } from "./invitation.ts";
import { PASSWORD_SIGN_IN_OFF, setPasswordSignIn } from "./password-rule.ts";
import { acceptLinkOffer } from "./people.ts";
import { READERS_LABEL, returnPath, setReaderSignIn, startReaderSignIn } from "./readers.ts";
import {
  ATTEMPT_GONE,
  INVITATION_OTHER_ADDRESS,
  READERS_OFF,
  STAFF_USE_PORTAL,
  UNVERIFIED_EMAIL,
  WRONG_DOMAIN,
} from "./texts.ts";

const PUBLIC_URL = "http://127.0.0.1:3998";
const CLIENT = { ip: "203.0.113.7", userAgent: "test" };
const verified = (email: string, name?: string) => ({ email, email_verified: true, name });

const ACCOUNTS = {
  invitee: verified("invitee@school.test", "New Editor"),
  other: verified("other@school.test"),
  former: verified("former-reader@school.test"),
  admin: verified("the-admin@school.test"),
  fresh: verified("fresh-reader@school.test", "Fresh Reader"),
  known: verified("known-reader@school.test"),
  staff: verified("staff-member@school.test"),
  student: verified("student@elsewhere.test"),
  unverified: { email: "unverified@school.test", email_verified: false },
};

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider(`${PUBLIC_URL}${CALLBACK_PATH}`, ACCOUNTS);
});
afterAll(() => provider.close());

describeEachEngine("joining through the school's sign-in", ({ db }) => {
  let admin: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    admin = await member(db(), "admin", { email: "the-admin@school.test" });
    await saveSchoolSignIn(db(), admin, {
      preset: "other",
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains: "school.test",
    });
  });

  /** A browser's trip from a start (`start` gives the provider's address and the state for the cookie),
   * signed in at the provider as `login`, to the callback's answer; `search` to replay it. */
  async function trip(start: Promise<{ url: string; state: string }>, login: string) {
    const { url, state } = await start;
    const { returned } = await throughProvider(url, new CookieJar(), {
      login,
      redirectPrefix: `${PUBLIC_URL}${CALLBACK_PATH}`,
    });
    const answer = () =>
      answerSchoolCallback(
        db(),
        { publicUrl: PUBLIC_URL, search: returned.search, cookieState: state },
        CLIENT,
      );
    return { answer: await answer(), again: answer };
  }

  async function invite(email: string, role: "editor" | "contributor" = "editor") {
    const token = randomToken();
    const [row] = await db()
      .insert(staffInvitations)
      .values({
        email,
        name: "Invited Person",
        role,
        tokenHash: hashToken(token),
        invitedBy: admin.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return { token, id: row!.id };
  }
  const fromInvitation = (token: string) => startInvitationSignIn(db(), { publicUrl: PUBLIC_URL, token });
  const invitationRow = async (id: string) =>
    (await db().select().from(staffInvitations).where(eq(staffInvitations.id, id)))[0]!;

  describe("an invitation", () => {
    it("has its page's school button only for an address of the school", async () => {
      expect(await invitationSchoolButton(db(), "invitee@school.test")).toMatchObject({ accepts: true });
      expect(await invitationSchoolButton(db(), "Someone@School.Test")).toMatchObject({ accepts: true });
      expect(await invitationSchoolButton(db(), "student@elsewhere.test")).toMatchObject({ accepts: false });
    });

    it("is accepted with the invitation's role, linked and signed in without a password; used once", async () => {
      const { token, id } = await invite("invitee@school.test");
      const { answer, again } = await trip(fromInvitation(token), "invitee");
      expect(answer).toMatchObject({
        kind: "signed-in",
        to: "/admin/dashboard",
        flash: { description: "You joined as Editor, Invited Person." },
      });
      if (answer.kind !== "signed-in") return;
      const session = await readSession(db(), answer.token);
      expect(session).toMatchObject({ pendingSecondFactor: false, user: { role: "editor" } });
      const [link] = await db()
        .select()
        .from(schoolSignInLinks)
        .where(eq(schoolSignInLinks.userId, session!.user.id));
      expect(link).toMatchObject({ issuer: provider.issuer, subject: "invitee" });
      expect((await invitationRow(id)).acceptedBy).toBe(session!.user.id);
      const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "invite-accept"));
      expect(audit).toMatchObject({ actorId: session!.user.id, details: { via: "school" } });
      // The same answer again (a replayed state), and the link again: both refused.
      expect(await again()).toEqual({ kind: "refused", message: ATTEMPT_GONE, back: null });
      await expect(fromInvitation(token)).rejects.toThrow(CLOSED_INVITATION.used.message);
    });

    it("for another address than the one signed in is refused, and nothing changes", async () => {
      const { token, id } = await invite("someone-else@school.test");
      const { answer } = await trip(fromInvitation(token), "other");
      expect(answer).toEqual({
        kind: "refused",
        message: INVITATION_OTHER_ADDRESS("someone-else@school.test", "other@school.test"),
        back: null,
      });
      expect((await invitationRow(id)).acceptedAt).toBeNull();
      expect(await db().select().from(users).where(eq(users.email, "other@school.test"))).toEqual([]);
    });

    it("revoked while the person was at the provider, or expired, is refused", async () => {
      const { token, id } = await invite("invitee-2@school.test");
      const start = fromInvitation(token);
      await db().update(staffInvitations).set({ revokedAt: new Date() }).where(eq(staffInvitations.id, id));
      const { answer } = await trip(start, "other");
      expect(answer).toMatchObject({ kind: "refused", message: CLOSED_INVITATION.revoked.message });
      const expired = await invite("invitee-3@school.test");
      await db()
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffInvitations.id, expired.id));
      await expect(fromInvitation(expired.token)).rejects.toThrow(CLOSED_INVITATION.expired.message);
    });

    it("makes the reader who owns the address staff, keeping their account", async () => {
      const reader = await member(db(), "reader", { email: "former-reader@school.test" });
      const { token } = await invite("former-reader@school.test", "contributor");
      const { answer } = await trip(fromInvitation(token), "former");
      expect(answer.kind).toBe("signed-in");
      const [row] = await db().select().from(users).where(eq(users.id, reader.id));
      expect(row!.role).toBe("contributor");
    });

    it("cannot be accepted with a password while staff passwords are off", async () => {
      // The admin has signed in with the school's sign-in (linked), so may turn passwords off.
      await db()
        .insert(schoolSignInLinks)
        .values({ issuer: provider.issuer, subject: "admin", userId: admin.id });
      await setPasswordSignIn(db(), admin, { allowed: "false" });
      const { token } = await invite("password-person@school.test");
      const input = { token, name: "P", username: "password-person", password: PASSWORD };
      await expect(acceptInvitation({ db: db(), limits: createRateLimits() }, input, CLIENT)).rejects.toThrow(
        PASSWORD_SIGN_IN_OFF,
      );
      await setPasswordSignIn(db(), admin, { allowed: "true" });
    });
  });

  describe("a reader", () => {
    const fromPage = (returnTo: string) => startReaderSignIn(db(), { publicUrl: PUBLIC_URL, returnTo });

    it("is not offered it until an admin turns it on; only admins may", async () => {
      await expect(fromPage("/")).rejects.toThrow(READERS_OFF);
      const editor = await member(db(), "editor");
      await expect(setReaderSignIn(db(), editor, { readers: "on" })).rejects.toThrow();
      expect(await setReaderSignIn(db(), admin, { readers: "on" })).toBe(true);
      const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, "settings"));
      expect(audit.map((a) => a.summary)).toContain(READERS_LABEL);
    });

    it("new from an allowed domain gets a reader account, and comes back to their page", async () => {
      const first = await trip(fromPage("/news/a-story?x=1"), "fresh");
      expect(first.answer).toMatchObject({ kind: "signed-in", to: "/news/a-story?x=1" });
      const [account] = await db().select().from(users).where(eq(users.email, "fresh-reader@school.test"));
      expect(account).toMatchObject({ role: "reader", name: "Fresh Reader" });
      expect(account!.emailVerifiedAt).not.toBeNull();
      const next = await trip(fromPage("/"), "fresh");
      if (next.answer.kind !== "signed-in") throw new Error("expected a session");
      expect((await readSession(db(), next.answer.token))?.user.id).toBe(account!.id);
    });

    it("with a password account of that address links it only after its password", async () => {
      const reader = await member(db(), "reader", { email: "known-reader@school.test" });
      const { answer } = await trip(fromPage("/opinion"), "known");
      expect(answer).toMatchObject({ kind: "link", to: "/opinion?signin=1" });
      if (answer.kind !== "link") return;
      expect(await acceptLinkOffer(db(), answer.offerToken, admin.id, CLIENT.ip)).toBe(false);
      const retry = await trip(fromPage("/opinion"), "known");
      if (retry.answer.kind !== "link") throw new Error("expected an offer");
      expect(await acceptLinkOffer(db(), retry.answer.offerToken, reader.id, CLIENT.ip)).toBe(true);
      const signedIn = await trip(fromPage("/"), "known");
      if (signedIn.answer.kind !== "signed-in") throw new Error("expected a session");
      expect((await readSession(db(), signedIn.answer.token))?.user).toMatchObject({
        id: reader.id,
        role: "reader",
      });
    });

    it("flow never signs in, creates or raises staff", async () => {
      const staff = await member(db(), "editor", { email: "staff-member@school.test" });
      const { answer } = await trip(fromPage("/"), "staff");
      expect(answer).toEqual({ kind: "refused", message: STAFF_USE_PORTAL, back: "/" });
      const [row] = await db().select().from(users).where(eq(users.id, staff.id));
      expect(row!.role).toBe("editor");
    });

    it("of another domain, or unverified, is refused with a way back to the page", async () => {
      const other = await trip(fromPage("/sports"), "student");
      expect(other.answer).toEqual({
        kind: "refused",
        message: WRONG_DOMAIN("student@elsewhere.test"),
        back: "/sports",
      });
      const unverified = await trip(fromPage("/sports"), "unverified");
      expect(unverified.answer).toMatchObject({ kind: "refused", message: UNVERIFIED_EMAIL });
    });
  });
});

describe("the page a reader comes back to", () => {
  it.each([
    ["/news/story?page=2", "/news/story?page=2"],
    ["//evil.test/x", "/"],
    ["/\\evil.test", "/"],
    ["https://evil.test/", "/"],
    ["/admin/dashboard", "/"],
    [null, "/"],
  ])("%s → %s", (input, expected) => {
    expect(returnPath(input)).toBe(expected);
  });
});
