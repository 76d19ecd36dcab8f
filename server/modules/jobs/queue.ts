import { and, asc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { MAX_ATTEMPTS } from "./claims.ts";

export {
  BACKOFF_BASE_SECONDS,
  BACKOFF_MAX_SECONDS,
  claimDue,
  fail,
  finish,
  HEARTBEAT_SECONDS,
  LEASE_SECONDS,
  MAX_ATTEMPTS,
  release,
  releaseLeases,
  renew,
  stillHeld,
  type ClaimedJob,
} from "./claims.ts";

/**
 * The durable job queue (decisions 0037 and 0060): rows of the `jobs` table, claimed by any process
 * with `FOR UPDATE SKIP LOCKED` and a lease, on PGlite and on PostgreSQL alike. This file holds the
 * queue's only doors for the rest of the server: `enqueue`, `ensure`, `cancel` and `listOpen` (and
 * `retry`, the portal's). ./claims.ts holds the worker's side, ./worker.ts runs the jobs, and lint
 * (eslint.config.js) refuses any other module that touches the table.
 */

export type NewJob = {
  /** The handler that runs it. */
  name: string;
  /** At most one unfinished job a key: enqueueing a key again moves its job. */
  key: string;
  /** When it is due; none: now, by the database's clock (a mail, which goes at once). */
  runAt?: Date;
  payload?: Record<string, unknown>;
};

const dueAt = (job: NewJob) => job.runAt ?? sql`now()`;

/** Listeners of this process's worker (./worker.ts), told when a job is enqueued here for `runAt`. */
const wakers = new Set<(runAt: Date) => void>();

/** Lets this process's worker hear of the jobs enqueued here; returns how to stop listening. */
export function onEnqueue(listener: (runAt: Date) => void): () => void {
  wakers.add(listener);
  return () => void wakers.delete(listener);
}

const wake = (runAt = new Date()) => {
  for (const listener of wakers) listener(runAt);
};

/**
 * Adds a job, or moves the unfinished job with the same key to this time and payload (one statement:
 * the partial unique index jobs_key_open_idx decides, whichever process enqueues). A moved job starts
 * again: no attempts, no error, no lease. Call it inside the transaction that makes the job due, so
 * that both or neither are kept.
 */
export async function enqueue(db: Db, job: NewJob): Promise<void> {
  const values = {
    name: job.name,
    key: job.key,
    runAt: dueAt(job),
    payload: job.payload ?? {},
    attempts: 0,
    lastError: null,
    lockedUntil: null,
    claim: null,
  };
  await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.key,
      targetWhere: isNull(jobs.finishedAt),
      set: {
        name: values.name,
        runAt: values.runAt,
        payload: values.payload,
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        claim: null,
      },
    });
  wake(job.runAt);
}

/** Which unfinished jobs a door means: the one with a key, or all of a handler's (but one key). */
export type JobFilter = string | { name: string; exceptKey?: string };

const openWhere = (filter: JobFilter): SQL | undefined =>
  typeof filter === "string"
    ? and(eq(jobs.key, filter), isNull(jobs.finishedAt))
    : and(
        eq(jobs.name, filter.name),
        isNull(jobs.finishedAt),
        filter.exceptKey === undefined ? undefined : ne(jobs.key, filter.exceptKey),
      );

/**
 * Adds the job unless an unfinished one has its key already, which is kept as it is (a restart that
 * makes sure a job exists does not move it). True if it was added.
 */
export async function ensure(db: Db, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({ name: job.name, key: job.key, runAt: dueAt(job), payload: job.payload ?? {} })
    .onConflictDoNothing({ target: jobs.key, where: isNull(jobs.finishedAt) })
    .returning({ id: jobs.id });
  if (added.length > 0) wake(job.runAt);
  return added.length > 0;
}

/** Removes the unfinished job with this key (or a handler's unfinished jobs). True if there was one. */
export async function cancel(db: Db, filter: JobFilter): Promise<boolean> {
  const removed = await db.delete(jobs).where(openWhere(filter)).returning({ id: jobs.id });
  return removed.length > 0;
}

/**
 * Gives a failed job (no attempt left, or waiting out its backoff) its attempts back, due now: the
 * portal's Retry. Its last error stays until the next attempt. False if no such job is open.
 */
export async function retry(db: Db, key: string): Promise<boolean> {
  const moved = await db
    .update(jobs)
    .set({ attempts: 0, runAt: sql`now()`, lockedUntil: null, claim: null })
    .where(and(eq(jobs.key, key), isNull(jobs.finishedAt), sql`${jobs.lastError} is not null`))
    .returning({ id: jobs.id });
  if (moved.length > 0) wake();
  return moved.length > 0;
}

export type JobState = {
  key: string;
  name: string;
  payload: Record<string, unknown>;
  runAt: Date;
  attempts: number;
  lastError: string | null;
  /** No attempt is left: it stays as it is until enqueued anew. */
  failed: boolean;
};

/** The unfinished jobs a filter names, soonest due first; `failing`: only those whose last attempt
 * failed. */
export async function listOpen(
  db: Db,
  filter: JobFilter,
  { failing = false }: { failing?: boolean } = {},
): Promise<JobState[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(openWhere(filter), failing ? sql`${jobs.lastError} is not null` : undefined))
    .orderBy(asc(jobs.runAt));
  return rows.map(stateOf);
}

/** Every unfinished job whose last attempt failed, of any handler, oldest due first (the portal's
 * list of failed work). */
export async function listFailing(db: Db, limit = 200): Promise<JobState[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(and(isNull(jobs.finishedAt), sql`${jobs.lastError} is not null`))
    .orderBy(asc(jobs.runAt))
    .limit(limit);
  return rows.map(stateOf);
}

/** The unfinished job with this key, or null. */
export const openJob = async (db: Db, key: string): Promise<JobState | null> =>
  (await listOpen(db, key))[0] ?? null;

/** Unfinished jobs of handler `name` whose last attempt failed, oldest due first. */
export const failingJobs = (db: Db, name: string): Promise<JobState[]> =>
  listOpen(db, { name }, { failing: true });

function stateOf(row: typeof jobs.$inferSelect): JobState {
  return {
    key: row.key,
    name: row.name,
    payload: row.payload,
    runAt: row.runAt,
    attempts: row.attempts,
    lastError: row.lastError,
    failed: row.attempts >= MAX_ATTEMPTS,
  };
}
