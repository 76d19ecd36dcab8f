import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PitchStatus } from "#shared/desk.ts";
import { parseLocalDateTime } from "#shared/local-time.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { answerForm, pitchForm, type PitchAnswer } from "#shared/schemas/desk.ts";
import type { Db } from "../../db/client.ts";
import { pitches, users } from "../../db/schema.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Forbidden, Invalid, NotFound } from "../errors.ts";
import { notify } from "../notifications/notify.ts";
import { validate } from "../validate.ts";
import { createAssignment } from "./assignments.ts";
import { assignmentPath, PITCHES_PATH } from "./links.ts";
import type { Clock } from "./when.ts";

/**
 * Pitches (issue 38): any staff member proposes a story; its pitcher may change it while it waits or
 * more is asked; an editor accepts it (an assignment, in the same transaction), declines it with a
 * note, or asks for more with a note. The pitcher is told each answer.
 */

type Actor = SessionUser | null | undefined;
export type PitchRow = typeof pitches.$inferSelect;

export const PITCH_NOT_FOUND = "Pitch not found: it may have been withdrawn.";
export const NOT_YOUR_PITCH = "Only the person who pitched it can change this pitch.";
export const PITCH_ANSWERED = "This pitch has been answered already.";
const WAITING: readonly PitchStatus[] = ["open", "more"];

export async function createPitch(db: Db, actor: Actor, input: unknown, now = new Date()): Promise<PitchRow> {
  assertCan(actor, "pitch");
  const form = validate(pitchForm, input, "Please check the pitch");
  const [row] = await db
    .insert(pitches)
    .values({ ...form, pitchedBy: actor.id, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

async function lockPitch(tx: Db, id: unknown): Promise<PitchRow> {
  if (!isUuid(id)) throw new NotFound(PITCH_NOT_FOUND);
  const [row] = await tx.select().from(pitches).where(eq(pitches.id, id)).for("update");
  if (!row) throw new NotFound(PITCH_NOT_FOUND);
  return row;
}

/** The pitcher's changes while it waits; a pitch asked for more waits for an editor again. */
export async function editPitch(db: Db, actor: Actor, id: unknown, input: unknown, now = new Date()) {
  assertCan(actor, "pitch");
  const form = validate(pitchForm, input, "Please check the pitch");
  return db.transaction(async (tx) => {
    const was = await lockPitch(tx, id);
    if (was.pitchedBy !== actor.id) throw new Forbidden(NOT_YOUR_PITCH);
    if (!WAITING.includes(was.status)) throw new Invalid(PITCH_ANSWERED);
    const [row] = await tx
      .update(pitches)
      .set({ ...form, status: "open", updatedAt: now })
      .where(eq(pitches.id, was.id))
      .returning();
    return row!;
  });
}

const TITLES: Record<PitchAnswer, (headline: string) => string> = {
  accept: (h) => `Your pitch was accepted: ${h}`,
  decline: (h) => `Your pitch was declined: ${h}`,
  more: (h) => `An editor asks for more: ${h}`,
};
const STATUS: Record<PitchAnswer, PitchStatus> = { accept: "accepted", decline: "declined", more: "more" };

/** An editor's answer. Accept makes the assignment (its pitcher the writer, the wanted day its publish
 * target when it is still ahead) in the same transaction; the pitcher is told, with the note. */
export async function answerPitch(db: Db, actor: Actor, id: unknown, input: unknown, clock: Clock) {
  assertCan(actor, "assign");
  const { answer, note } = validate(answerForm, input, "The note is missing");
  const now = clock.now ?? new Date();
  return db.transaction(async (tx) => {
    const pitch = await lockPitch(tx, id);
    if (!WAITING.includes(pitch.status)) throw new Invalid(PITCH_ANSWERED);
    const assignment =
      answer === "accept"
        ? await createAssignment(tx, actor, assignmentFrom(pitch, clock), clock, pitch.id)
        : null;
    await tx
      .update(pitches)
      .set({
        status: STATUS[answer],
        answerNote: note || null,
        answeredBy: actor.id,
        answeredAt: now,
        updatedAt: now,
      })
      .where(eq(pitches.id, pitch.id));
    if (answer !== "more")
      await recordAudit(tx, actorOf(actor), {
        action: answer === "accept" ? "pitch-accept" : "pitch-decline",
        subject: { type: "pitch", id: pitch.id },
        summary: pitch.headline,
        ...(note ? { details: { note } } : {}),
      });
    if (pitch.pitchedBy)
      await notify(tx, {
        kind: "pitch-answered",
        eventKey: `pitch-answered:${pitch.id}:${answer}:${now.toISOString()}`,
        userIds: [pitch.pitchedBy],
        title: TITLES[answer](pitch.headline),
        body: note,
        link: assignment ? assignmentPath(assignment.id) : PITCHES_PATH,
      });
    return { answer, assignment };
  });
}

/** The assignment form an accepted pitch fills in. */
function assignmentFrom(pitch: PitchRow, clock: Clock) {
  const wanted = pitch.wantedOn ? `${pitch.wantedOn}T09:00` : "";
  const at = wanted ? parseLocalDateTime(wanted, clock.timeZone) : null;
  const ahead = at !== null && at.getTime() > (clock.now ?? new Date()).getTime();
  const notes = [pitch.angle && `Angle: ${pitch.angle}`, pitch.sources && `Sources: ${pitch.sources}`]
    .filter(Boolean)
    .join("\n");
  return {
    headline: pitch.headline,
    category: pitch.category,
    notes: notes.slice(0, 1000),
    publishTarget: ahead ? wanted : "",
    ...(pitch.pitchedBy ? { person1: pitch.pitchedBy, role1: "writer" } : {}),
  };
}

export type PitchView = PitchRow & { pitcher: string | null };

const pitcherName = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.username})`;
const LIMIT = 100;

/** The pitches page: every waiting pitch, oldest first, for editors; each person's own, newest first. */
export async function listPitches(
  db: Db,
  actor: Actor,
): Promise<{ waiting: PitchView[]; mine: PitchView[] }> {
  assertCan(actor, "pitch");
  const select = () =>
    db
      .select({ pitch: pitches, pitcher: pitcherName })
      .from(pitches)
      .leftJoin(users, eq(users.id, pitches.pitchedBy));
  const flat = (rows: { pitch: PitchRow; pitcher: string | null }[]) =>
    rows.map((r) => ({ ...r.pitch, pitcher: r.pitcher }));
  const waiting = can(actor.role, "assign")
    ? flat(
        await select()
          .where(inArray(pitches.status, [...WAITING]))
          .orderBy(asc(pitches.createdAt))
          .limit(LIMIT),
      )
    : [];
  const mine = flat(
    await select().where(eq(pitches.pitchedBy, actor.id)).orderBy(desc(pitches.createdAt)).limit(LIMIT),
  );
  return { waiting, mine };
}
