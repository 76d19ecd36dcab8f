import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AssignmentRole } from "#shared/desk.ts";
import { NO_PERSON } from "#shared/schemas/desk.ts";
import { STAFF_ROLES } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { assignmentPeople, users } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";

/** The people of assignments (issue 38): who may be put on one (active staff), and who is on each. */

export type Person = { userId: string; role: AssignmentRole };
export type NamedPerson = Person & { name: string };
export type StaffChoice = { id: string; name: string };

/** The name the desk shows: the person's name, else their username or address. */
const shownName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username}, ${users.email})`;

/** The people picker: every active staff account, by name. A newsroom is tens of people: 500 is the
 * bound, not a page. */
export async function listStaffChoices(
  db: Db,
  actor: SessionUser | null | undefined,
): Promise<StaffChoice[]> {
  assertStaff(actor);
  return db
    .select({ id: users.id, name: shownName })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.deactivatedAt)))
    .orderBy(asc(shownName))
    .limit(500);
}

/** Refuses, before anything is written, a person who is not on the staff now: deactivated (named, so
 * the editor knows whom to replace) or never staff. */
export async function assertActiveStaff(db: Db, people: readonly Person[]): Promise<void> {
  const ids = [...new Set(people.map((p) => p.userId))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id, name: shownName, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(inArray(users.id, ids));
  for (const id of ids) {
    const user = found.find((u) => u.id === id);
    if (!user || !(STAFF_ROLES as readonly string[]).includes(user.role))
      throw new Invalid(NO_PERSON, { people: NO_PERSON });
    if (user.deactivatedAt) {
      const message = `${user.name}'s account is deactivated: please choose someone on the staff now.`;
      throw new Invalid(message, { people: message });
    }
  }
}

/** Puts exactly `people` on the assignment; answers who was not on it before (to be told). */
export async function setPeople(tx: Db, assignmentId: string, people: readonly Person[]): Promise<string[]> {
  const before = await tx
    .delete(assignmentPeople)
    .where(eq(assignmentPeople.assignmentId, assignmentId))
    .returning({ userId: assignmentPeople.userId });
  const unique = people.filter(
    (p, i) => people.findIndex((q) => q.userId === p.userId && q.role === p.role) === i,
  );
  if (unique.length) await tx.insert(assignmentPeople).values(unique.map((p) => ({ assignmentId, ...p })));
  const had = new Set(before.map((p) => p.userId));
  return [...new Set(unique.map((p) => p.userId))].filter((id) => !had.has(id));
}

/** The people of each of `assignmentIds`, by name. */
export async function peopleOf(
  db: Db,
  assignmentIds: readonly string[],
): Promise<Map<string, NamedPerson[]>> {
  const map = new Map<string, NamedPerson[]>();
  if (assignmentIds.length === 0) return map;
  const rows = await db
    .select({
      assignmentId: assignmentPeople.assignmentId,
      userId: assignmentPeople.userId,
      role: assignmentPeople.role,
      name: shownName,
    })
    .from(assignmentPeople)
    .innerJoin(users, eq(users.id, assignmentPeople.userId))
    .where(inArray(assignmentPeople.assignmentId, [...assignmentIds]))
    .orderBy(asc(shownName));
  for (const { assignmentId, ...person } of rows)
    map.set(assignmentId, [...(map.get(assignmentId) ?? []), person]);
  return map;
}
