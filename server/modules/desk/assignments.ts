import { eq } from "drizzle-orm";
import { assignmentForm, moveForm, spikeForm } from "#shared/schemas/desk.ts";
import type { Db } from "../../db/client.ts";
import { assignments } from "../../db/schema.ts";
import { assertCan, assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import { assertMaySee } from "./access.ts";
import { afterChange, columnsOf, lockAssignment, setStatus, type AssignmentRow } from "./assignment-rows.ts";
import { editionsOf, type LineEdition } from "./editions.ts";
import { peopleOf, type NamedPerson } from "./people.ts";
import { statusFromDraft } from "./sync.ts";
import type { Clock } from "./when.ts";

/**
 * Assignments (issue 38): lines of the story budget that editors make and change, with their people
 * and deadlines; spiked with a note and brought back, their history kept. Every function checks its
 * actor first and writes nothing on bad input.
 */

type Actor = SessionUser | null | undefined;

export const ALREADY_SPIKED = "This story is spiked already.";
export const NOT_SPIKED = "Only a spiked story can be brought back.";
export const DRAFT_DRIVES =
  "Its draft sets this status: open the draft to submit or publish it. An editor may only mark it ready.";

/** A new assignment from the editor's form (`pitchId`: the pitch it comes from), in the caller's
 * transaction when one is given. */
export async function createAssignment(
  db: Db,
  actor: Actor,
  input: unknown,
  clock: Clock,
  pitchId: string | null = null,
): Promise<AssignmentRow> {
  assertCan(actor, "assign");
  const form = validate(assignmentForm, input, "Please check the assignment");
  const columns = await columnsOf(db, form, clock);
  const now = clock.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({ ...columns, pitchId, createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    await afterChange(tx, actor, row!, form.people, clock, "assign");
    return row!;
  });
}

/** The editor's changes to an assignment: its line, deadlines and people (the new ones are told). */
export async function updateAssignment(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
  clock: Clock,
): Promise<AssignmentRow> {
  assertCan(actor, "assign");
  const form = validate(assignmentForm, input, "Please check the assignment");
  const now = clock.now ?? new Date();
  return db.transaction(async (tx) => {
    const was = await lockAssignment(tx, id);
    const columns = await columnsOf(tx, form, clock, was);
    const [row] = await tx
      .update(assignments)
      .set({ ...columns, updatedAt: now })
      .where(eq(assignments.id, was.id))
      .returning();
    await afterChange(tx, actor, row!, form.people, clock, null);
    return row!;
  });
}

/** Spikes a story with a note: it leaves the budget's working columns, keeps its draft and history. */
export async function spikeAssignment(db: Db, actor: Actor, id: unknown, input: unknown, now = new Date()) {
  assertCan(actor, "assign");
  const { note } = validate(spikeForm, input, "The note is missing");
  return db.transaction(async (tx) => {
    const was = await lockAssignment(tx, id);
    if (was.status === "spiked") throw new Invalid(ALREADY_SPIKED);
    const row = await setStatus(tx, was.id, "spiked", now, { spikeNote: note });
    await audit(tx, actor, "spike", row, { note });
    return row;
  });
}

/** Brings a spiked story back where its draft stands ('assigned' without one); the note stays. */
export async function unspikeAssignment(db: Db, actor: Actor, id: unknown, now = new Date()) {
  assertCan(actor, "assign");
  return db.transaction(async (tx) => {
    const was = await lockAssignment(tx, id);
    if (was.status !== "spiked") throw new Invalid(NOT_SPIKED);
    const row = await setStatus(tx, was.id, await statusFromDraft(tx, was), now);
    await audit(tx, actor, "unspike", row);
    return row;
  });
}

/** A move on the board. An assignment without a draft goes to any column; one with a draft follows
 * it, and an editor may only mark it ready (nobody sets the same status twice). */
export async function moveAssignment(db: Db, actor: Actor, id: unknown, input: unknown, now = new Date()) {
  assertCan(actor, "assign");
  const { status } = validate(moveForm, input);
  return db.transaction(async (tx) => {
    const was = await lockAssignment(tx, id);
    if (was.status === "spiked") throw new Invalid("Bring the story back before moving it.");
    if ((was.articleId || was.creativePieceId) && status !== "ready") throw new Invalid(DRAFT_DRIVES);
    return was.status === status ? was : setStatus(tx, was.id, status, now);
  });
}

export type AssignmentView = AssignmentRow & { people: NamedPerson[]; edition: LineEdition | null };

/** One assignment with its people and print edition, for someone who may see it (an editor, or a
 * person on it). */
export async function getAssignment(db: Db, actor: Actor, id: unknown): Promise<AssignmentView> {
  assertStaff(actor);
  const row = await lockAssignment(db, id, false);
  const people = (await peopleOf(db, [row.id])).get(row.id) ?? [];
  assertMaySee(actor, people);
  const edition = (await editionsOf(db, [row])).get(row.id) ?? null;
  return { ...row, people, edition };
}

function audit(
  tx: Db,
  actor: SessionUser,
  action: "spike" | "unspike",
  row: AssignmentRow,
  details?: Record<string, unknown>,
) {
  return recordAudit(tx, actorOf(actor), {
    action,
    subject: { type: "assignment", id: row.id },
    summary: row.headline,
    ...(details ? { details } : {}),
  });
}
