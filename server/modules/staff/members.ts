import { and, eq, inArray, isNull } from "drizzle-orm";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "#shared/roles.ts";
import { roleChangeInput, staffMemberInput } from "#shared/schemas/staff.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import { destroyUserSessions, type SessionUser } from "../accounts/sessions.ts";
import { displayName } from "../accounts/users.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Conflict, Forbidden, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";

export const LAST_ADMIN =
  "There must always be at least one active admin. Make someone else an admin first, then try again.";

export type StaffMember = {
  id: string;
  name: string;
  username: string | null;
  email: string;
  role: StaffRole;
  active: boolean;
  lastSignInAt: Date | null;
};

/** Every member of staff: the active ones first, admins before editors before contributors, by name. */
export async function listStaff(db: Db, actor: SessionUser): Promise<StaffMember[]> {
  assertCan(actor, "staff");
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(inArray(users.role, STAFF_ROLES));
  const rank = (m: StaffMember) => (m.active ? 0 : 10) - STAFF_ROLES.indexOf(m.role);
  return rows
    .map(({ deactivatedAt, role, ...row }) => ({
      ...row,
      name: displayName(row),
      role: role as StaffRole,
      active: !deactivatedAt,
    }))
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/**
 * Locks every active admin's row until the transaction ends and answers their ids. Of two admins
 * demoting or deactivating each other at the same moment, the second waits for the first, then reads
 * the admins as they are after it: the last one is never lost. The actor must still be one of them.
 */
export async function lockActiveAdmins(tx: Db, actor: SessionUser): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)))
    .for("update");
  const ids = rows.map((row) => row.id);
  if (!ids.includes(actor.id)) throw new Forbidden("Only an admin can manage the staff.");
  return ids;
}

export async function lockMember(tx: Db, id: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row || row.role === "reader") throw new NotFound("That member of staff does not exist.");
  return { ...row, role: row.role as StaffRole, name: displayName(row) };
}

/** Whether taking `member` out of the active admins would leave none. */
const lastAdmin = (member: { id: string; role: StaffRole; deactivatedAt: Date | null }, admins: string[]) =>
  member.role === "admin" && !member.deactivatedAt && admins.length <= 1 && admins.includes(member.id);

/** Gives a member of staff another role; the last active admin keeps theirs. */
export async function changeRole(db: Db, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { id, role } = validate(roleChangeInput, input);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx, actor);
    const member = await lockMember(tx, id);
    if (member.role === role) return { name: member.name, role, changed: false };
    if (role !== "admin" && lastAdmin(member, admins)) throw new Conflict(LAST_ADMIN);
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(tx, actorOf(actor), {
      action: "role-change",
      subject: { type: "user", id },
      summary: `${member.name}: ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[role]}`,
      details: { from: member.role, to: role },
    });
    return { name: member.name, role, changed: true };
  });
}

/**
 * Deactivates a member of staff: every session of theirs ends at once (the deletes are announced to
 * every process that keeps sessions, migration 0008), sign-in is refused, and their bylines and author
 * page stay (people rows are not touched). The last active admin cannot be deactivated, nor can anyone
 * deactivate themselves.
 */
export async function deactivateStaff(db: Db, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { id } = validate(staffMemberInput, input);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx, actor);
    const member = await lockMember(tx, id);
    if (member.deactivatedAt) throw new Conflict(`${member.name} is deactivated already.`);
    if (lastAdmin(member, admins)) throw new Conflict(LAST_ADMIN);
    if (member.id === actor.id)
      throw new Conflict("You cannot deactivate your own account. Another admin can do it for you.");
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, id));
    await destroyUserSessions(tx, id);
    await recordAudit(tx, actorOf(actor), {
      action: "deactivate",
      subject: { type: "user", id },
      summary: `${member.name} (${ROLE_LABELS[member.role]})`,
      details: { role: member.role },
    });
    return { name: member.name };
  });
}

/** Lets a deactivated member of staff sign in again, with the role they had. */
export async function reactivateStaff(db: Db, actor: SessionUser, input: unknown, now = new Date()) {
  assertCan(actor, "staff");
  const { id } = validate(staffMemberInput, input);
  return db.transaction(async (tx) => {
    await lockActiveAdmins(tx, actor);
    const member = await lockMember(tx, id);
    if (!member.deactivatedAt) throw new Conflict(`${member.name} is active already.`);
    await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, id));
    await recordAudit(tx, actorOf(actor), {
      action: "reactivate",
      subject: { type: "user", id },
      summary: `${member.name} (${ROLE_LABELS[member.role]})`,
      details: { role: member.role },
    });
    return { name: member.name };
  });
}
