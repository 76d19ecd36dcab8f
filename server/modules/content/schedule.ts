import { and, eq, inArray, sql } from "drizzle-orm";
import { formatDateTime, parseLocalDateTime } from "#shared/local-time.ts";
import { MISSING_FOR_PUBLISH, missingForPublish } from "#shared/schemas/article.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { cancel, enqueue, ensure, failingJobs, openJob } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { missingFields } from "../validate.ts";
import type { PageChange } from "#shared/page-change.ts";
import { SCHEDULER_WRITER, writePiece, type Written } from "./door.ts";
import { newsOf, notifyPiece } from "../notifications/piece-events.ts";
import { baseVersionOf, lockRow, refuseOlder } from "./versions.ts";
import { PAGE_ALWAYS_PUBLISHED, type KindName } from "./kinds.ts";
import { NOT_SCHEDULED, withdrawPiece } from "./withdraw.ts";

/**
 * Scheduled publication (issue 25, decision 0037): a piece is set to go out at a time in the
 * publication's zone; a `publish` job on the durable queue publishes it then, in whichever process
 * claims it, and every process drops its cached pages. The schedule and its job are written in one
 * transaction, so that neither is ever without the other.
 */

type Actor = SessionUser | null | undefined;

/** The job that publishes a scheduled piece. */
export const PUBLISH_JOB = "publish";

/** Where a kind's pieces live: opinion pieces are articles. */
type Stored = "article" | "creative";
const storedAs = (name: KindName): Stored => (name === "creative" ? "creative" : "article");
const tableOf = (stored: Stored) => (stored === "creative" ? creativePieces : articles);

/** The key of a piece's publish job: one at most, which a new schedule moves. */
export function publishKey(name: KindName, id: string): string {
  return `${PUBLISH_JOB}:${storedAs(name)}:${id}`;
}

export const SCHEDULE_IN_FUTURE = "Choose a time in the future to schedule it.";
export const SCHEDULE_TIME_INVALID = "Please enter a date and time to schedule it.";
export const ALREADY_PUBLISHED = "This piece is already published: unpublish it first to schedule it.";
export { NOT_SCHEDULED };

/** Queues the job that publishes piece `id` at `at` (moving the one it has): inside the transaction that
 * schedules it. */
export function enqueuePublish(tx: Db, name: KindName, id: string, at: Date) {
  return enqueue(tx, {
    name: PUBLISH_JOB,
    key: publishKey(name, id),
    runAt: at,
    payload: { kind: storedAs(name), id },
  });
}

type ScheduleInput = { id?: unknown; baseVersion?: unknown; at?: unknown };
type Options = { timeZone: string; now?: Date };
export type ScheduleResult = {
  id: string;
  version: number;
  status: "scheduled" | "draft";
  scheduledFor: Date | null;
};

/**
 * Schedules a piece, or moves its schedule: `at` is a `datetime-local` value in the publication's
 * zone, which must be later than `now`; the piece must have what publishing asks for (title, content,
 * author, image) and not be published. Its status becomes 'scheduled' and its version is bumped.
 */
export async function schedulePiece(
  db: Db,
  actor: Actor,
  name: KindName,
  input: ScheduleInput,
  { timeZone, now = new Date() }: Options,
): Promise<ScheduleResult> {
  assertCan(actor, "publish");
  if (name === "page") throw new Invalid(PAGE_ALWAYS_PUBLISHED);
  const baseVersion = baseVersionOf(input);
  const at = typeof input.at === "string" ? parseLocalDateTime(input.at, timeZone) : null;
  if (!at) throw new Invalid(SCHEDULE_TIME_INVALID, { at: SCHEDULE_TIME_INVALID });
  if (at.getTime() <= now.getTime()) throw new Invalid(SCHEDULE_IN_FUTURE, { at: SCHEDULE_IN_FUTURE });
  return db.transaction(async (tx) => {
    const piece = await lockRow(tx, name, input.id);
    await refuseOlder(tx, name, piece, baseVersion);
    if (piece.status === "published") throw new Invalid(ALREADY_PUBLISHED);
    // What goes out is the row: a scheduled piece's pending edits stay pending.
    const absent = missingForPublish(piece);
    if (absent.length) throw missingFields(absent, MISSING_FOR_PUBLISH);
    const id = piece.id;
    const { row } = await writePiece(tx, actor, {
      op: "update",
      name,
      row: piece,
      needs: "publish",
      owner: "any",
      set: { status: "scheduled", scheduledFor: at, updatedAt: now },
      revision: { reason: `Scheduled for ${formatDateTime(at, timeZone)}`, at: now },
      audit: { action: "schedule", details: { at: at.toISOString() } },
      visible: false,
    });
    await enqueuePublish(tx, name, id, at);
    await notifyPiece(tx, actor, newsOf(name, row), { kind: "scheduled", at, timeZone });
    return { id, version: row.version, status: "scheduled", scheduledFor: at };
  });
}

/** Takes a scheduled piece off its schedule: it is a draft again, and its job is cancelled (one status
 * change with Unpublish, ./withdraw.ts). */
export async function unschedulePiece(
  db: Db,
  actor: Actor,
  name: KindName,
  input: ScheduleInput,
  now = new Date(),
): Promise<ScheduleResult> {
  const { row } = await withdrawPiece(db, actor, name, input, "scheduled", {
    now,
    also: (tx, id) => cancel(tx, publishKey(name, id)),
  });
  return { id: row.id, version: row.version, status: "draft", scheduledFor: null };
}

/**
 * Publishes the piece a `publish` job names if it is still scheduled and its time has come, through the
 * one door (./door.ts) as the Scheduler: its version, revision and audit entry, like any other
 * publication. Running it again does nothing. Its publication date is the scheduled time, or, for a
 * piece published before, its first (as Publish keeps it). Pending edits stay pending. The pages it
 * drops when it published; null when it did not.
 */
export async function publishScheduled(tx: Db, payload: Record<string, unknown>): Promise<Written | null> {
  const stored: Stored = payload.kind === "creative" ? "creative" : "article";
  const id = payload.id;
  if (!isUuid(id)) return null;
  const table = tableOf(stored);
  const [due] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, "scheduled"), sql`scheduled_for <= now()`))
    .for("update");
  if (due) {
    const row = await lockRow(tx, stored, id);
    const publishedAt = row.firstPublishedAt ?? row.scheduledFor ?? null;
    const written = await writePiece(tx, SCHEDULER_WRITER, {
      op: "update",
      name: stored,
      row,
      needs: "publish",
      owner: "any",
      set: {
        status: "published",
        publishedAt,
        firstPublishedAt: publishedAt,
        scheduledFor: null,
        updatedAt: sql`now()`,
      },
      revision: { reason: "Published on schedule" },
      audit: { action: "publish" },
      visible: true,
    });
    await notifyPiece(tx, null, newsOf(stored, written.row), { kind: "published" });
    return written;
  }
  // Still scheduled, for later (its time was moved by another way than a new schedule): the job
  // follows it, rather than finishing with the piece left unpublished.
  const [later] = await tx
    .select({ scheduledFor: table.scheduledFor })
    .from(table)
    .where(and(eq(table.id, id), eq(table.status, "scheduled")));
  if (later?.scheduledFor)
    await enqueue(tx, {
      name: PUBLISH_JOB,
      key: `${PUBLISH_JOB}:${stored}:${id}`,
      runAt: later.scheduledFor,
      payload: { kind: stored, id },
    });
  return null;
}

/** Whether the job's piece went out (./schedule.test.ts reads it). */
export const publishDue = async (tx: Db, payload: Record<string, unknown>): Promise<boolean> =>
  (await publishScheduled(tx, payload)) !== null;

/** The `publish` job's handler: once the piece is out, `apply` drops the pages the door named, in every
 * process (as a request's answer applies them). */
export function publishHandler(apply: (change: PageChange) => void): JobHandler {
  return async (tx, job) => {
    const pages = (await publishScheduled(tx, job.payload))?.pages;
    return pages ? () => apply(pages) : undefined;
  };
}

/**
 * Gives every scheduled piece without an unfinished job one at its time: a piece restored from a
 * backup without its job, or scheduled by hand in the database, is still published (at once if its
 * time has passed). Run at start, before the worker's first read.
 */
export async function ensurePublishJobs(db: Db): Promise<void> {
  const scheduledOf = (table: typeof articles | typeof creativePieces) =>
    db.select({ id: table.id, at: table.scheduledFor }).from(table).where(eq(table.status, "scheduled"));
  for (const stored of ["article", "creative"] as const)
    for (const row of await scheduledOf(stored === "article" ? articles : creativePieces))
      await ensure(db, {
        name: PUBLISH_JOB,
        key: `${PUBLISH_JOB}:${stored}:${row.id}`,
        runAt: row.at ?? new Date(0),
        payload: { kind: stored, id: row.id },
      });
}

export type ScheduleState = { runAt: Date; attempts: number; lastError: string | null; failed: boolean };

/** The publish job of a piece, for its editor: when, and whether its last attempt failed. */
export async function scheduleStateOf(
  db: Db,
  actor: Actor,
  name: KindName,
  id: string,
): Promise<ScheduleState | null> {
  assertCan(actor, "write");
  const job = await openJob(db, publishKey(name, id));
  return job && { runAt: job.runAt, attempts: job.attempts, lastError: job.lastError, failed: job.failed };
}

export type ScheduleProblem = ScheduleState & { kind: Stored; id: string; title: string };

/** Scheduled publications whose last attempt failed (the portal shows them), oldest first. */
export async function listScheduleProblems(db: Db, actor: Actor): Promise<ScheduleProblem[]> {
  assertCan(actor, "publish");
  const failing = await failingJobs(db, PUBLISH_JOB);
  const titles = new Map<string, string>();
  for (const stored of ["article", "creative"] as const) {
    const ids = failing
      .filter((j) => j.payload.kind === stored && isUuid(j.payload.id))
      .map((j) => j.payload.id as string);
    if (!ids.length) continue;
    const table = tableOf(stored);
    for (const row of await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(inArray(table.id, ids)))
      titles.set(`${stored}:${row.id}`, row.title);
  }
  return failing.flatMap((job) => {
    const kind: Stored = job.payload.kind === "creative" ? "creative" : "article";
    const id = String(job.payload.id);
    const title = titles.get(`${kind}:${id}`);
    if (title === undefined) return [];
    return [
      {
        kind,
        id,
        title,
        runAt: job.runAt,
        attempts: job.attempts,
        lastError: job.lastError,
        failed: job.failed,
      },
    ];
  });
}
