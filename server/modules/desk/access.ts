import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assignmentPeople, assignments } from "../../db/schema.ts";
import { assertStaff, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Forbidden } from "../errors.ts";

/**
 * Who sees what on the desk (issue 38): editors, admins and the adviser see every assignment
 * (`readAll`); a contributor sees only those they are on. Every list takes its filter from `onlyMine`,
 * every read of one assignment calls `assertMaySee`.
 */

type Actor = SessionUser | null | undefined;

export const NOT_ON_IT = "This assignment is not one of yours. Only an editor can open it.";

/** Assignments `userId` is on, in any role (along assignment_people's primary key). */
export const isOn = (db: Db, userId: string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(assignmentPeople)
      .where(and(eq(assignmentPeople.assignmentId, assignments.id), eq(assignmentPeople.userId, userId))),
  );

/** The filter a list needs for `actor`: none when they see everything, else 'they are on it'. */
export const onlyMine = (db: Db, actor: SessionUser): SQL | undefined =>
  can(actor.role, "readAll") ? undefined : isOn(db, actor.id);

/** A read of one assignment: anyone who sees everything, or a person on it. */
export function assertMaySee(
  actor: Actor,
  people: readonly { userId: string }[],
): asserts actor is SessionUser {
  assertStaff(actor);
  if (can(actor.role, "readAll")) return;
  if (!people.some((p) => p.userId === actor.id)) throw new Forbidden(NOT_ON_IT);
}
