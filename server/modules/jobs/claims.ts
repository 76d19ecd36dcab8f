import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * The worker's side of the queue (./worker.ts, and a fan-out's lanes: ./fan-out.ts): claiming due
 * jobs, renewing, finishing, failing and releasing them. Only the queue's own module uses these; the
 * rest of the server goes through ./queue.ts's doors.
 */

/** How long a claim holds a job unless renewed: the worker renews it every HEARTBEAT_SECONDS while the
 * job runs, so a running job stays its claimer's however long it takes, and a process that died
 * mid-run gives its job up within this. Four renewals in a row can be late or lost before it does. */
export const LEASE_SECONDS = 10;
export const HEARTBEAT_SECONDS = 2;
/** A failure waits 5 s, then 10, 20, … up to 15 minutes before the next attempt. */
export const BACKOFF_BASE_SECONDS = 5;
export const BACKOFF_MAX_SECONDS = 15 * 60;
/** After this many attempts a job is failed: kept, unfinished, with its last error, and never claimed
 * again until it is enqueued anew (a new schedule moves it). */
export const MAX_ATTEMPTS = 10;

/** A claimed job, as its handler sees it. `token` is the claim's own id (`jobs.claim`): the job is
 * renewed, finished or failed only while that claim still holds it, so a job that was moved or claimed
 * again meanwhile is left as it now is. */
export type ClaimedJob = {
  id: string;
  name: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  token: string;
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Claims up to `limit` due jobs for this process: each is leased for `leaseSeconds` under a new claim
 * id and counts an attempt. `SKIP LOCKED` passes over rows another claim is taking, and the lease
 * condition, checked again on the newest row version, over those it has taken: two processes never
 * claim the same job.
 */
export async function claimDue(db: Db, limit = 5, leaseSeconds = LEASE_SECONDS): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}),
      claim = gen_random_uuid(), attempts = attempts + 1
    where id in (
      select id from jobs
      where finished_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now())
      order by run_at
      limit ${limit}
      for update skip locked)
      and (locked_until is null or locked_until < now())
    returning id, name, key, payload, attempts, claim::text as token`);
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    name: String(row.name),
    key: String(row.key),
    payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<
      string,
      unknown
    >,
    attempts: Number(row.attempts),
    token: String(row.token),
  }));
}

const held = (job: ClaimedJob) => sql`id = ${job.id} and finished_at is null and claim = ${job.token}::uuid`;
const unclaimed = sql`locked_until = null, claim = null`;

/** Extends a running job's lease (the worker's heartbeat). False when its claim no longer holds it. */
export async function renew(db: Db, job: ClaimedJob, leaseSeconds = LEASE_SECONDS): Promise<boolean> {
  const renewed = await db.execute(
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}) where ${held(job)} returning id`,
  );
  return rowsOf(renewed).length > 0;
}

/** A condition that is true while the claim still holds its job: a handler that commits as it goes
 * (a newsletter send) takes further work only under it, so a run whose claim was lost stops there. */
export const stillHeld = (job: ClaimedJob) => sql`exists (select 1 from jobs where ${held(job)})`;

/** Marks a claimed job done, if the claim still holds. */
export async function finish(db: Db, job: ClaimedJob): Promise<void> {
  await db.execute(sql`update jobs set finished_at = now(), ${unclaimed} where ${held(job)}`);
}

/** Gives back claimed jobs that were not run (the process is stopping): another process, or the next
 * start, runs them at once instead of after the lease, and the claim does not count as an attempt. */
export async function release(db: Db, claimed: ClaimedJob[]): Promise<void> {
  for (const job of claimed)
    await db.execute(sql`update jobs set ${unclaimed}, attempts = attempts - 1 where ${held(job)}`);
}

/** At the start of the only process on the embedded database, every lease is a dead process's: its
 * jobs are due again at once rather than after the lease (a restart resumes a newsletter send). */
export async function releaseLeases(db: Db): Promise<void> {
  await db.execute(sql`update jobs set ${unclaimed} where finished_at is null and claim is not null`);
}

/** Keeps a failed attempt's error and sets the next attempt after the backoff (no attempt follows
 * the last one: the job stays failed, visible to the portal). */
export async function fail(db: Db, job: ClaimedJob, error: string): Promise<void> {
  const delay = Math.min(BACKOFF_BASE_SECONDS * 2 ** (job.attempts - 1), BACKOFF_MAX_SECONDS);
  await db.execute(sql`
    update jobs set last_error = ${error.slice(0, 2000)}, ${unclaimed},
      run_at = now() + make_interval(secs => ${delay})
    where ${held(job)}`);
}
