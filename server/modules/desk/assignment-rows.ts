import { eq } from "drizzle-orm";
import type { AssignmentStatus } from "#shared/desk.ts";
import type { AssignmentInput } from "#shared/schemas/desk.ts";
import type { Db } from "../../db/client.ts";
import { assignments } from "../../db/schema.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import type { AuditAction } from "../audit/actions.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { NotFound } from "../errors.ts";
import { notify } from "../notifications/notify.ts";
import { assignmentPath } from "./links.ts";
import { assertEdition } from "./editions.ts";
import { assertActiveStaff, setPeople } from "./people.ts";
import { scheduleReminders } from "./reminders.ts";
import { deadline, shownTime, type Clock } from "./when.ts";

/** The statements of an assignment's life that its changes share (./assignments.ts, ./pitches.ts). */

export const ASSIGNMENT_NOT_FOUND = "Assignment not found: it may have been deleted.";

export type AssignmentRow = typeof assignments.$inferSelect;

/** The assignment's row, locked for the caller's change (or only read); 404 for an id that is none. */
export async function lockAssignment(tx: Db, id: unknown, lock = true): Promise<AssignmentRow> {
  if (!isUuid(id)) throw new NotFound(ASSIGNMENT_NOT_FOUND);
  const query = tx.select().from(assignments).where(eq(assignments.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

/** The checked form as columns: its deadlines read on the publication's clock, a changed one in the
 * past refused; its people on the staff now; its print edition there. Nothing is written. */
export async function columnsOf(db: Db, form: AssignmentInput, clock: Clock, was?: AssignmentRow) {
  const draftDue = deadline(form.draftDue, "draftDue", clock, was?.draftDue);
  const publishTarget = deadline(form.publishTarget, "publishTarget", clock, was?.publishTarget);
  await assertActiveStaff(db, form.people);
  await assertEdition(db, form.editionId);
  const { people: _people, draftDue: _d, publishTarget: _p, ...rest } = form;
  return { ...rest, draftDue, publishTarget };
}

/** After an assignment's people or deadline changed: the people put on it are told, the change is in
 * the audit log, and its reminders follow its deadline. */
export async function afterChange(
  tx: Db,
  actor: SessionUser,
  row: AssignmentRow,
  people: AssignmentInput["people"],
  clock: Clock,
  action: AuditAction | null,
) {
  const added = await setPeople(tx, row.id, people);
  if (added.length) {
    const due = row.draftDue
      ? `The draft is due ${shownTime(row.draftDue, clock)}.`
      : "No draft deadline yet.";
    await notify(tx, {
      kind: "assigned",
      eventKey: `assigned:${row.id}:${row.updatedAt.toISOString()}`,
      userIds: added,
      title: `Assigned to you: ${row.headline}`,
      body: due,
      link: assignmentPath(row.id),
    });
  }
  if (action || added.length)
    await recordAudit(tx, actorOf(actor), {
      action: action ?? "assign",
      subject: { type: "assignment", id: row.id },
      summary: row.headline,
      ...(added.length ? { details: { added: added.length } } : {}),
    });
  await scheduleReminders(tx, row);
}

/** Sets an assignment's status (and note), answering the row as it is now. */
export async function setStatus(
  tx: Db,
  id: string,
  status: AssignmentStatus,
  now: Date,
  more: { spikeNote?: string | null } = {},
): Promise<AssignmentRow> {
  const [row] = await tx
    .update(assignments)
    .set({ status, updatedAt: now, ...more })
    .where(eq(assignments.id, id))
    .returning();
  await scheduleReminders(tx, row!);
  return row!;
}
