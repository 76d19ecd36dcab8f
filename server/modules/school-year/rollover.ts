import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import { rolloverForm } from "#shared/schemas/school-year.ts";
import type { Db } from "../../db/client.ts";
import { people, rollovers, staffTerms, users, type RolloverUndo } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import { destroyUserSessions, type SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { setPieceOwner } from "../content/owner.ts";
import { Conflict, Invalid } from "../errors.ts";
import { validate, formValue } from "../validate.ts";
import { handAssignment } from "./rollover-assignments.ts";
import { planRollover, rolloverYears, type RolloverPlan } from "./rollover-preview.ts";
import { currentSchoolYear, schoolYear } from "./setting.ts";

/** How long a rollover can be undone. */
export const UNDO_DAYS = 7;
export const ROLLOVER_RUNNING =
  "Another rollover is running right now. Wait for it to finish, then open the preview again.";

type Calendar = { timeZone: string; now?: Date };

/** The preview (admins: capability `staff`): the plan from the masthead in force to the next year. */
export async function previewRollover(db: Db, actor: SessionUser | null | undefined, calendar: Calendar) {
  assertCan(actor, "staff");
  const current = await currentSchoolYear(db, calendar.timeZone, calendar.now);
  const { fromYear, toYear } = await rolloverYears(db, current.start);
  const plan = await planRollover(db, fromYear, toYear);
  return { ...plan, from: schoolYear(fromYear, current.setting), to: schoolYear(toYear, current.setting) };
}

/**
 * The rollover (issue 40, decision 0067), in one transaction: each graduate becomes an alumnus (their
 * account's sessions end and it may not sign in; their person, bylines and author page stay), each open
 * draft goes to the person chosen for it or stays theirs, the new year's masthead is the old one without
 * the graduates, and what it changed is kept for the undo. A second rollover at the same moment is
 * refused, and so is a second one into the same year.
 */
export async function performRollover(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  now: Date = new Date(),
): Promise<{ id: string; plan: RolloverPlan }> {
  assertCan(actor, "staff");
  const { fromYear } = validate(rolloverForm, input, "Could not roll over the school year");
  const toYear = fromYear + 1;
  return db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('school-year-rollover')) as ok`,
    );
    if ((locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok !== true)
      throw new Conflict(ROLLOVER_RUNNING);
    const [done] = await tx
      .select({ id: rollovers.id })
      .from(rollovers)
      .where(and(eq(rollovers.toYear, toYear), sql`${rollovers.undoneAt} is null`))
      .limit(1);
    if (done)
      throw new Conflict(
        "This school year has been rolled over already. Undo that rollover first to do it again.",
      );
    const plan = await planRollover(tx, fromYear, toYear);
    const takers = new Set(plan.staff.map((s) => s.id));
    const undo: RolloverUndo = {
      users: [],
      pieces: [],
      people: [],
      terms: [],
      removedTerms: [],
      assignments: [],
    };
    /** Who the admin chose for a draft or an assignment: a member of staff who stays, or null (keep). */
    const taker = (field: string, title: string, name: string) => {
      const to = formValue(input, field) ?? "keep";
      if (to === "keep") return null;
      if (!isUuid(to) || !takers.has(to))
        throw new Invalid(
          `Choose who takes over '${title}' from the staff who stay, or keep it for ${name}.`,
        );
      return to;
    };
    for (const g of plan.graduates) {
      for (const d of g.drafts) {
        const to = taker(`draft:${d.kind}:${d.id}`, d.title, g.name);
        if (!to) continue;
        await setPieceOwner(tx, actor, d, to, `Handed over from ${g.name} at the school year's rollover`);
        undo.pieces.push({ kind: d.kind, id: d.id, createdBy: g.userId });
      }
      // An assignment made into one of their drafts goes with that draft; any other has its own choice.
      for (const a of g.assignments) {
        const field = a.draft ? `draft:${a.draft.kind}:${a.draft.id}` : `assignment:${a.id}`;
        const to = taker(field, a.headline, g.name);
        if (to && g.userId)
          undo.assignments!.push(
            ...(await handAssignment(tx, a, { userId: g.userId, name: g.name }, to, toYear)),
          );
      }
      if (g.userId) {
        await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, g.userId));
        await destroyUserSessions(tx, g.userId);
        undo.users.push({ id: g.userId, deactivatedAt: null });
      }
    }
    const gone = plan.graduates.map((g) => g.personId);
    if (gone.length) {
      const off = await tx
        .update(people)
        .set({ onMasthead: false, updatedAt: now })
        .where(and(inArray(people.id, gone), eq(people.onMasthead, true)))
        .returning({ id: people.id });
      undo.people = off.map((p) => ({ id: p.id, onMasthead: true }));
      undo.removedTerms = await tx
        .delete(staffTerms)
        .where(and(eq(staffTerms.schoolYear, toYear), inArray(staffTerms.personId, gone)))
        .returning({ personId: staffTerms.personId, title: staffTerms.title, position: staffTerms.position });
    }
    const staying = await tx
      .select({ personId: staffTerms.personId, title: staffTerms.title, position: staffTerms.position })
      .from(staffTerms)
      .where(
        and(
          eq(staffTerms.schoolYear, fromYear),
          gone.length ? notInArray(staffTerms.personId, gone) : undefined,
        ),
      );
    if (staying.length) {
      const added = await tx
        .insert(staffTerms)
        .values(staying.map((t) => ({ ...t, schoolYear: toYear })))
        .onConflictDoNothing()
        .returning({ id: staffTerms.id });
      undo.terms = added.map((t) => t.id);
    }
    const [row] = await tx
      .insert(rollovers)
      .values({
        fromYear,
        toYear,
        actorId: actor.id,
        graduates: plan.graduates.map((g) => g.name),
        undo,
        createdAt: now,
        undoableUntil: new Date(now.getTime() + UNDO_DAYS * 86_400_000),
      })
      .returning({ id: rollovers.id });
    await recordAudit(tx, actorOf(actor), {
      action: "rollover",
      subject: { type: "rollover", id: row!.id },
      summary: `${fromYear} → ${toYear}: ${plan.graduates.length} graduated`,
      details: {
        graduates: plan.graduates.map((g) => g.name),
        handedOver: undo.pieces.length,
        assignmentsHandedOver: undo.assignments!.length,
        newMasthead: undo.terms.length,
      },
    });
    return { id: row!.id, plan };
  });
}
