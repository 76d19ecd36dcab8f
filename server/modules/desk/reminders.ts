import { eq } from "drizzle-orm";
import type { AssignmentStatus } from "#shared/desk.ts";
import type { Db } from "../../db/client.ts";
import { assignmentPeople, assignments } from "../../db/schema.ts";
import { cancel, enqueue } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { notify } from "../notifications/notify.ts";
import { assignmentPath } from "./links.ts";
import { shownTime, type Clock } from "./when.ts";

/**
 * The deadline reminders (issue 38): 'due-soon' 24 hours before an assignment's draft is due and
 * 'overdue' when it is, while nothing has been submitted. Each is a queue job keyed by its assignment,
 * moved when the deadline moves and cancelled when the story is submitted, done or spiked; the
 * notification's event key names the deadline, so a job run twice (a crash, a deadline moved back)
 * tells nobody twice.
 */

export const REMINDER_JOB = "desk-reminder";
const KINDS = ["due-soon", "overdue"] as const;
type ReminderKind = (typeof KINDS)[number];
const DAY_MS = 24 * 60 * 60 * 1000;

const keyOf = (kind: ReminderKind, id: string) => `${REMINDER_JOB}:${kind}:${id}`;

/** Statuses in which the draft is still owed. */
const OWED: readonly AssignmentStatus[] = ["assigned", "drafting"];

type Due = { id: string; status: AssignmentStatus; draftDue: Date | null };

/** Queues, moves or cancels the assignment's two reminders, in the caller's transaction. */
export async function scheduleReminders(tx: Db, assignment: Due): Promise<void> {
  for (const kind of KINDS) {
    const key = keyOf(kind, assignment.id);
    if (!assignment.draftDue || !OWED.includes(assignment.status)) {
      await cancel(tx, key);
      continue;
    }
    const at = assignment.draftDue.getTime() - (kind === "due-soon" ? DAY_MS : 0);
    await enqueue(tx, { name: REMINDER_JOB, key, runAt: new Date(at), payload: { id: assignment.id, kind } });
  }
}

/** The handler: tells the people on the assignment (and, when overdue, the editor who made it), if
 * the draft is still owed at that deadline. */
export function reminderHandler(clock: Omit<Clock, "now">): JobHandler {
  return async (tx, job) => {
    const id = String(job.payload.id);
    const kind = KINDS.find((k) => k === job.payload.kind);
    const [row] = await tx
      .select({
        headline: assignments.headline,
        status: assignments.status,
        draftDue: assignments.draftDue,
        createdBy: assignments.createdBy,
      })
      .from(assignments)
      .where(eq(assignments.id, id));
    if (!row || !kind || !row.draftDue || !OWED.includes(row.status)) return;
    const people = await tx
      .select({ userId: assignmentPeople.userId })
      .from(assignmentPeople)
      .where(eq(assignmentPeople.assignmentId, id));
    const due = shownTime(row.draftDue, clock);
    await notify(tx, {
      kind,
      eventKey: `${kind}:${id}:${row.draftDue.toISOString()}`,
      userIds: [
        ...people.map((p) => p.userId),
        ...(kind === "overdue" && row.createdBy ? [row.createdBy] : []),
      ],
      title: kind === "due-soon" ? `Due in 24 hours: ${row.headline}` : `Overdue: ${row.headline}`,
      body: kind === "due-soon" ? `The draft is due ${due}.` : `The draft was due ${due}.`,
      link: assignmentPath(id),
    });
  };
}
