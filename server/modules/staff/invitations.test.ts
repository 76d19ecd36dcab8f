import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeArticle, makeComment } from "../../../tests/helpers/factories.ts";
import { invitationToken, member, PASSWORD, staffDeps, startSmtpSink } from "../../../tests/helpers/staff.ts";
import type { SmtpSink } from "../../../tests/helpers/smtp.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, notifications, staffInvitations, totpFactors, users } from "../../db/schema.ts";
import { readSession } from "../accounts/sessions.ts";
import { acceptInvitation, viewInvitation } from "./accept.ts";
import { inviteStaff, listPendingInvitations, resendInvitation, revokeInvitation } from "./invitations.ts";

const FROM = { ip: "203.0.113.9", userAgent: "test" };
const DAY = 86_400_000;

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describeEachEngine("staff invitations", ({ db }) => {
  let n = 0;
  const address = () => `invitee${++n}-${Math.random().toString(36).slice(2, 6)}@borderland.test`;
  const newAccount = (token: string, username: string) => ({
    token,
    name: "Asha Rai",
    username,
    password: "river-stones-9",
    confirmPassword: "river-stones-9",
  });

  async function invited(role: "contributor" | "editor" | "admin" = "contributor", email = address()) {
    const admin = await member(db(), "admin");
    const deps = staffDeps(db(), sink);
    const sent = await inviteStaff(deps, admin, { name: "Asha Rai", email, role });
    return { admin, deps, email, id: sent.id, token: await invitationToken(sink, email) };
  }

  it("mails a link that works once, makes the account with the role and signs it in", async () => {
    const { deps, email, token, id } = await invited("editor");
    const view = await viewInvitation(db(), token);
    expect(view).toMatchObject({ state: "open", email, role: "editor", reader: false, name: "Asha Rai" });
    expect(view).toHaveProperty("inviter", expect.stringMatching(/^Test admin/));
    const username = `asha${n}`;
    const done = await acceptInvitation(deps, newAccount(token, username), FROM);
    expect(done.secondFactorRequired).toBe(false);
    const session = await readSession(db(), done.token);
    expect(session?.user).toMatchObject({ email, username, role: "editor" });
    const [row] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(row?.acceptedBy).toBe(session?.user.id);
    // Once only.
    expect(await viewInvitation(db(), token)).toEqual({ state: "used" });
    await expect(acceptInvitation(deps, newAccount(token, `${username}x`), FROM)).rejects.toMatchObject({
      message: expect.stringMatching(/accepted already/),
    });
    // Accepting is their first sign-in, as the staff list shows.
    const [user] = await db().select().from(users).where(eq(users.username, username));
    expect(user?.lastSignInAt).toBeInstanceOf(Date);
    // Their inbox starts with the invitation (issue 38), whose mail they had: no second mail.
    const inbox = await db().select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(inbox).toMatchObject([
      {
        kind: "invited",
        title: "Invited to the staff as editor",
        link: "/admin/dashboard",
        mailState: "sent",
      },
    ]);
    expect(inbox[0]!.body).toMatch(/^Test admin .* invited you, and you joined\./);
  });

  it("stores only the token's hash, and the audit log holds no token", async () => {
    const { token, id } = await invited();
    const rows = await db().execute(sql`select * from staff_invitations where id = ${id}`);
    expect(JSON.stringify(rows)).not.toContain(token);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit.map((a) => a.action)).toEqual(["invite"]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it("expires after 7 days, with a page that says so", async () => {
    const { deps, token, id } = await invited();
    const [row] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, id));
    const life = row!.expiresAt.getTime() - row!.sentAt.getTime();
    expect(life).toBe(7 * DAY);
    const later = new Date(row!.expiresAt.getTime() + 1);
    expect(await viewInvitation(db(), token, later)).toEqual({ state: "expired" });
    await expect(acceptInvitation(deps, newAccount(token, `late${n}`), FROM, later)).rejects.toMatchObject({
      message: expect.stringMatching(/has run out. Ask the admin who invited you to resend it/),
    });
    expect(await viewInvitation(db(), token, new Date(row!.expiresAt.getTime() - 1000))).toMatchObject({
      state: "open",
    });
  });

  it("resends a new link with a new expiry; the old link stops working", async () => {
    const { admin, deps, email, token, id } = await invited();
    const [before] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, id));
    const later = new Date(Date.now() + 3 * DAY);
    await resendInvitation(deps, admin, { id }, later);
    const fresh = await invitationToken(sink, email, 2);
    expect(fresh).not.toBe(token);
    expect(await viewInvitation(db(), token)).toEqual({ state: "unknown" });
    const [after] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(after!.expiresAt.getTime()).toBe(later.getTime() + 7 * DAY);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before!.expiresAt.getTime());
    await expect(acceptInvitation(deps, newAccount(token, `old${n}`), FROM)).rejects.toMatchObject({
      name: "Invalid",
    });
    await acceptInvitation(deps, newAccount(fresh, `fresh${n}`), FROM);
  });

  it("revokes: the link stops working and the invitation leaves the pending list", async () => {
    const { admin, deps, token, id } = await invited();
    expect((await listPendingInvitations(db(), admin)).map((i) => i.id)).toContain(id);
    await revokeInvitation(db(), admin, { id });
    expect(await viewInvitation(db(), token)).toEqual({ state: "revoked" });
    await expect(acceptInvitation(deps, newAccount(token, `rev${n}`), FROM)).rejects.toMatchObject({
      message: expect.stringMatching(/withdrew this invitation/),
    });
    expect((await listPendingInvitations(db(), admin)).map((i) => i.id)).not.toContain(id);
    await expect(resendInvitation(deps, admin, { id })).rejects.toMatchObject({ name: "Conflict" });
    const actions = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(actions.map((a) => a.action).sort()).toEqual(["invite", "invite-revoke"]);
  });

  it("makes an existing reader staff with their own password, keeping their comments and 2FA", async () => {
    const reader = await member(db(), "reader");
    const article = await makeArticle(db());
    await makeComment(db(), article.id, reader.id);
    await db()
      .insert(totpFactors)
      .values({ userId: reader.id, secret: "JBSWY3DPEHPK3PXP", verifiedAt: new Date() });
    const { deps, token } = await invited("contributor", reader.email.toUpperCase());
    expect(await viewInvitation(db(), token)).toMatchObject({
      state: "open",
      reader: true,
      needsUsername: true,
    });
    await expect(
      acceptInvitation(deps, { token, username: `reader${n}`, password: "not-my-password" }, FROM),
    ).rejects.toMatchObject({ name: "Unauthorized" });
    const done = await acceptInvitation(deps, { token, username: `reader${n}`, password: PASSWORD }, FROM);
    // Their second factor still stands between the password and the portal.
    expect(done.secondFactorRequired).toBe(true);
    expect((await readSession(db(), done.token))?.pendingSecondFactor).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.id, reader.id));
    expect(user).toMatchObject({ role: "contributor", username: `reader${n}` });
    const accounts = await db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${reader.email})`);
    expect(accounts).toHaveLength(1);
    const comments = await db().execute(
      sql`select count(*)::int as n from comments where user_id = ${reader.id}`,
    );
    expect(JSON.stringify(comments)).toContain('"n":1');
    expect(await db().select().from(totpFactors).where(eq(totpFactors.userId, reader.id))).toHaveLength(1);
  });

  it("refuses the address of existing staff, active or deactivated, with a message", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    const gone = await member(db(), "contributor", { deactivatedAt: new Date() });
    const deps = staffDeps(db(), sink);
    await expect(
      inviteStaff(deps, admin, { name: "Again", email: editor.email.toUpperCase(), role: "admin" }),
    ).rejects.toMatchObject({
      name: "Conflict",
      message: expect.stringMatching(/on the staff already as Editor/),
    });
    await expect(
      inviteStaff(deps, admin, { name: "Again", email: gone.email, role: "editor" }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/deactivated member of staff. Reactivate them/),
    });
    const open = await db().select().from(staffInvitations).where(eq(staffInvitations.email, editor.email));
    expect(open).toHaveLength(0);
  });

  it("validates on the server, lets only admins invite, and refuses a second open invitation", async () => {
    const { admin, deps, email } = await invited();
    const editor = await member(db(), "editor");
    await expect(
      inviteStaff(deps, editor, { name: "X", email: address(), role: "contributor" }),
    ).rejects.toMatchObject({
      name: "Forbidden",
    });
    await expect(inviteStaff(deps, admin, { name: "", email: "nope", role: "owner" })).rejects.toMatchObject({
      name: "Invalid",
      fields: {
        name: "Name is required",
        email: "Please enter a valid email address",
        role: expect.any(String),
      },
    });
    await expect(inviteStaff(deps, admin, { name: "Twice", email, role: "editor" })).rejects.toMatchObject({
      name: "Conflict",
    });
  });

  it("keeps one open invitation per address when two admins invite it at the same moment", async () => {
    const [one, two] = [await member(db(), "admin"), await member(db(), "admin")];
    const deps = staffDeps(db(), sink);
    const email = address();
    const outcomes = await Promise.allSettled(
      [one, two].map((admin) => inviteStaff(deps, admin, { name: "Both", email, role: "editor" })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db().select().from(staffInvitations).where(eq(staffInvitations.email, email))).toHaveLength(
      1,
    );
  });

  it("refuses a short password or a taken username on the accept page, and accepts nothing", async () => {
    const { deps, token, id } = await invited();
    const taken = await member(db(), "editor");
    await expect(
      acceptInvitation(
        deps,
        { ...newAccount(token, `short${n}`), password: "12345", confirmPassword: "12345" },
        FROM,
      ),
    ).rejects.toMatchObject({ fields: { password: "Password must be at least 6 characters long" } });
    await expect(
      acceptInvitation(deps, newAccount(token, taken.username!.toUpperCase()), FROM),
    ).rejects.toMatchObject({
      name: "Conflict",
      fields: { username: expect.stringMatching(/taken/) },
    });
    const [row] = await db().select().from(staffInvitations).where(eq(staffInvitations.id, id));
    expect(row?.acceptedAt).toBeNull();
  });

  it("limits how many invitations an admin sends in an hour", async () => {
    const admin = await member(db(), "admin");
    const deps = staffDeps(db(), sink);
    for (let i = 0; i < 40; i++) await deps.limits.consume("staffInvitations", admin.id);
    await expect(
      inviteStaff(deps, admin, { name: "One more", email: address(), role: "editor" }),
    ).rejects.toMatchObject({
      name: "RateLimited",
    });
  });
});
