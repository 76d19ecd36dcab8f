import { and, eq, inArray } from "drizzle-orm";
import type { AssignmentRole } from "#shared/desk.ts";
import type { Db } from "../../db/client.ts";
import { assignmentPeople, assignments, type RolloverUndo } from "../../db/schema.ts";
import { assignmentPath } from "../desk/links.ts";
import { notify } from "../notifications/notify.ts";

/**
 * A graduate's open assignments at the rollover (decision 0067): each place the graduate holds on one
 * (a role) goes to the person the admin chose, who is told as anyone put on an assignment is; the undo
 * gives the places back. In the caller's transaction.
 */

export type OpenAssignment = {
  id: string;
  headline: string;
  roles: AssignmentRole[];
  /** The draft made from it, when it is one of the graduate's own: the assignment goes with it. */
  draft: { kind: "article" | "creative"; id: string } | null;
};

export type HandedAssignment = NonNullable<RolloverUndo["assignments"]>[number];

/** Puts `to` in the graduate's places on the assignment; answers what the undo needs. */
export async function handAssignment(
  tx: Db,
  a: OpenAssignment,
  from: { userId: string; name: string },
  to: string,
  toYear: number,
): Promise<HandedAssignment[]> {
  const handed: HandedAssignment[] = [];
  for (const role of a.roles) {
    await tx
      .delete(assignmentPeople)
      .where(
        and(
          eq(assignmentPeople.assignmentId, a.id),
          eq(assignmentPeople.userId, from.userId),
          eq(assignmentPeople.role, role),
        ),
      );
    const added = await tx
      .insert(assignmentPeople)
      .values({ assignmentId: a.id, userId: to, role })
      .onConflictDoNothing()
      .returning({ role: assignmentPeople.role });
    handed.push({ assignmentId: a.id, role, from: from.userId, to, added: added.length > 0 });
  }
  await notify(tx, {
    kind: "assigned",
    eventKey: `assigned:${a.id}:rollover:${toYear}`,
    userIds: [to],
    title: `Assigned to you: ${a.headline}`,
    body: `Handed over from ${from.name} at the school year's rollover.`,
    link: assignmentPath(a.id),
  });
  return handed;
}

/** The undo: each place is the graduate's again, and the person who took it leaves it (unless they
 * held it already). An assignment deleted since is passed over. */
export async function giveAssignmentsBack(tx: Db, handed: readonly HandedAssignment[]): Promise<void> {
  if (!handed.length) return;
  const ids = [...new Set(handed.map((h) => h.assignmentId))];
  const still = new Set(
    (await tx.select({ id: assignments.id }).from(assignments).where(inArray(assignments.id, ids))).map(
      (r) => r.id,
    ),
  );
  for (const h of handed) {
    if (!still.has(h.assignmentId)) continue;
    if (h.added)
      await tx
        .delete(assignmentPeople)
        .where(
          and(
            eq(assignmentPeople.assignmentId, h.assignmentId),
            eq(assignmentPeople.userId, h.to),
            eq(assignmentPeople.role, h.role),
          ),
        );
    await tx
      .insert(assignmentPeople)
      .values({ assignmentId: h.assignmentId, userId: h.from, role: h.role })
      .onConflictDoNothing();
  }
}
