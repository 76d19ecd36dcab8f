import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import { member, PASSWORD } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, people, sessions, users } from "../../db/schema.ts";
import { createSession, readSession } from "../accounts/sessions.ts";
import { signIn } from "../accounts/sign-in.ts";
import { signInStaff } from "../accounts/staff-sign-in.ts";
import { createRateLimits } from "../rate-limits.ts";
import { changeRole, deactivateStaff, LAST_ADMIN, listStaff, reactivateStaff } from "./members.ts";

const FROM = { ip: "203.0.113.10", userAgent: "test" };

describeEachEngine("staff members", ({ db, engine }) => {
  const deps = () => ({ db: db(), limits: createRateLimits() });
  /** Leaves `keep` as the only active admin. */
  const onlyAdmin = async (keep: string) => {
    const others = await db().select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (const { id } of others)
      if (id !== keep) await db().update(users).set({ role: "editor" }).where(eq(users.id, id));
  };

  it("lists every member with role, status and last sign-in, for admins only", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    await member(db(), "reader");
    await signInStaff(deps(), { username: admin.username, password: PASSWORD }, FROM);
    const list = await listStaff(db(), admin);
    expect(list.every((m) => m.role !== ("reader" as string))).toBe(true);
    expect(list.find((m) => m.id === admin.id)).toMatchObject({ role: "admin", active: true });
    expect(list.find((m) => m.id === admin.id)?.lastSignInAt).toBeInstanceOf(Date);
    expect(list.find((m) => m.id === editor.id)).toMatchObject({ lastSignInAt: null, active: true });
    await expect(listStaff(db(), editor)).rejects.toMatchObject({ name: "Forbidden" });
  });

  it("changes a role, recorded in the audit log", async () => {
    const admin = await member(db(), "admin");
    const writer = await member(db(), "contributor");
    expect(await changeRole(db(), admin, { id: writer.id, role: "editor" })).toMatchObject({ changed: true });
    const [row] = await db().select().from(users).where(eq(users.id, writer.id));
    expect(row?.role).toBe("editor");
    const [entry] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, writer.id));
    expect(entry).toMatchObject({
      action: "role-change",
      actorId: admin.id,
      details: { from: "contributor", to: "editor" },
    });
    await expect(changeRole(db(), admin, { id: writer.id, role: "owner" })).rejects.toMatchObject({
      name: "Invalid",
    });
    await expect(changeRole(db(), writer, { id: admin.id, role: "contributor" })).rejects.toMatchObject({
      name: "Forbidden",
    });
  });

  it("deactivation ends every session at once, refuses sign-in with a message, and keeps the byline", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    const [person] = await db()
      .insert(people)
      .values({ slug: `editor-${editor.id.slice(0, 8)}`, name: editor.name!, userId: editor.id })
      .returning();
    const one = await createSession(db(), editor.id);
    const two = await createSession(db(), editor.id);
    // Read once, so that the embedded database's session cache keeps it (decision 0027).
    expect((await readSession(db(), one.token))?.user.id).toBe(editor.id);
    await deactivateStaff(db(), admin, { id: editor.id });
    expect(await readSession(db(), one.token)).toBeNull();
    expect(await readSession(db(), two.token)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, editor.id))).toHaveLength(0);
    await expect(signIn(deps(), { email: editor.email, password: PASSWORD }, FROM)).rejects.toMatchObject({
      name: "Forbidden",
      message: ACCOUNT_DEACTIVATED,
    });
    // A wrong password learns nothing about the account.
    await expect(signIn(deps(), { email: editor.email, password: "wrong-one" }, FROM)).rejects.toMatchObject({
      name: "Unauthorized",
    });
    const [still] = await db().select().from(people).where(eq(people.id, person!.id));
    expect(still?.userId).toBe(editor.id);
    const [row] = await db().select().from(users).where(eq(users.id, editor.id));
    expect(row).toMatchObject({ role: "editor" });
    expect(row?.deactivatedAt).toBeInstanceOf(Date);
    // A session made in a race is refused all the same.
    const late = await createSession(db(), editor.id);
    expect(await readSession(db(), late.token)).toBeNull();
  });

  it("refuses a deactivated admin at the portal's sign-in, and lets them in again once reactivated", async () => {
    const admin = await member(db(), "admin");
    const other = await member(db(), "admin");
    await deactivateStaff(db(), admin, { id: other.id });
    await expect(
      signInStaff(deps(), { username: other.username, password: PASSWORD }, FROM),
    ).rejects.toMatchObject({ message: ACCOUNT_DEACTIVATED });
    expect((await listStaff(db(), admin)).find((m) => m.id === other.id)?.active).toBe(false);
    await reactivateStaff(db(), admin, { id: other.id });
    const back = await signInStaff(deps(), { username: other.username, password: PASSWORD }, FROM);
    expect((await readSession(db(), back.token))?.user).toMatchObject({ id: other.id, role: "admin" });
    const actions = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, other.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["deactivate", "reactivate"]);
    await expect(reactivateStaff(db(), admin, { id: other.id })).rejects.toMatchObject({ name: "Conflict" });
  });

  it("never demotes or deactivates the last active admin, and no one deactivates themselves", async () => {
    const admin = await member(db(), "admin");
    await onlyAdmin(admin.id);
    await expect(changeRole(db(), admin, { id: admin.id, role: "editor" })).rejects.toMatchObject({
      name: "Conflict",
      message: LAST_ADMIN,
    });
    await expect(deactivateStaff(db(), admin, { id: admin.id })).rejects.toMatchObject({
      message: LAST_ADMIN,
    });
    const second = await member(db(), "admin");
    await expect(deactivateStaff(db(), admin, { id: admin.id })).rejects.toMatchObject({
      message: expect.stringMatching(/cannot deactivate your own account/),
    });
    // A deactivated admin is no admin: the active one is still the last.
    await deactivateStaff(db(), admin, { id: second.id });
    await expect(changeRole(db(), admin, { id: admin.id, role: "contributor" })).rejects.toMatchObject({
      message: LAST_ADMIN,
    });
    const [row] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ role: "admin", deactivatedAt: null });
  });

  // On PostgreSQL the two run on two connections at once; the embedded database runs them in turn.
  describe(`at the same moment (${engine})`, () => {
    it("two admins demoting each other leave one admin", async () => {
      for (let round = 0; round < 5; round++) {
        const a = await member(db(), "admin");
        const b = await member(db(), "admin");
        await onlyAdmin(a.id);
        await db().update(users).set({ role: "admin" }).where(eq(users.id, b.id));
        const outcomes = await Promise.allSettled([
          changeRole(db(), a, { id: b.id, role: "editor" }),
          deactivateStaff(db(), b, { id: a.id }),
        ]);
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        const admins = await db().select().from(users).where(eq(users.role, "admin"));
        expect(admins.filter((u) => !u.deactivatedAt)).toHaveLength(1);
      }
    });
  });
});
