import { desc, eq, inArray, isNull } from "drizzle-orm";
import { undoRolloverForm } from "#shared/schemas/school-year.ts";
import type { Db } from "../../db/client.ts";
import { people, rollovers, staffTerms, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { setPieceOwner } from "../content/owner.ts";
import { Conflict, NotFound } from "../errors.ts";
import { giveAssignmentsBack } from "./rollover-assignments.ts";
import { validate } from "../validate.ts";

/** The last rollover that still stands, for the page's undo (admins: capability `staff`). */
export async function lastRollover(db: Db, actor: SessionUser | null | undefined) {
  assertCan(actor, "staff");
  const [row] = await db
    .select({
      id: rollovers.id,
      fromYear: rollovers.fromYear,
      toYear: rollovers.toYear,
      graduates: rollovers.graduates,
      createdAt: rollovers.createdAt,
      undoableUntil: rollovers.undoableUntil,
    })
    .from(rollovers)
    .where(isNull(rollovers.undoneAt))
    .orderBy(desc(rollovers.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Undoes a rollover within its 7 days, in one transaction: the alumni's accounts may sign in again
 * (their sessions ended; they sign in anew), each handed-over draft and assignment is theirs again, the new year's
 * masthead is as it was before, and the graduates are back on the People page's masthead.
 */
export async function undoRollover(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  now: Date = new Date(),
): Promise<{ graduates: string[] }> {
  assertCan(actor, "staff");
  const { id } = validate(undoRolloverForm, input, "Could not undo the rollover");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(rollovers).where(eq(rollovers.id, id)).for("update");
    if (!row) throw new NotFound("That rollover does not exist.");
    if (row.undoneAt) throw new Conflict("That rollover has been undone already.");
    if (row.undoableUntil <= now)
      throw new Conflict(
        "A rollover can be undone for 7 days only; this one is older. Change People and Staff instead.",
      );
    const { undo } = row;
    for (const u of undo.users)
      await tx
        .update(users)
        .set({ deactivatedAt: u.deactivatedAt ? new Date(u.deactivatedAt) : null, updatedAt: now })
        .where(eq(users.id, u.id));
    for (const p of undo.pieces)
      await setPieceOwner(tx, actor, p, p.createdBy, "Given back by the undo of the school year's rollover");
    await giveAssignmentsBack(tx, undo.assignments ?? []);
    if (undo.terms.length) await tx.delete(staffTerms).where(inArray(staffTerms.id, undo.terms));
    if (undo.removedTerms.length)
      await tx
        .insert(staffTerms)
        .values(undo.removedTerms.map((t) => ({ ...t, schoolYear: row.toYear })))
        .onConflictDoNothing();
    const back = undo.people.map((p) => p.id);
    if (back.length)
      await tx.update(people).set({ onMasthead: true, updatedAt: now }).where(inArray(people.id, back));
    await tx.update(rollovers).set({ undoneAt: now }).where(eq(rollovers.id, id));
    await recordAudit(tx, actorOf(actor), {
      action: "rollover-undo",
      subject: { type: "rollover", id },
      summary: `${row.fromYear} → ${row.toYear} undone: ${row.graduates.length} back on the staff`,
      details: { graduates: row.graduates },
    });
    return { graduates: row.graduates };
  });
}
