import { sql } from "drizzle-orm";
import { redactCredentials } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  claimDue,
  fail,
  finish,
  HEARTBEAT_SECONDS,
  LEASE_SECONDS,
  onEnqueue,
  release,
  renew,
  type ClaimedJob,
} from "./queue.ts";

/**
 * Runs a job inside the transaction that marks it finished, so that what it writes and its being done
 * are kept together or not at all: a job whose process died mid-run left nothing, and runs again once
 * its lease is out. What it returns, if anything, runs after that transaction has committed (dropping
 * cached pages). A handler with effects outside the database (mail) must bear being run again.
 */
export type JobHandler = ((tx: Db, job: ClaimedJob) => Promise<void | (() => void)>) & {
  /** It commits its own writes as it goes (a newsletter send marks each recipient at once): it is
   * given the database itself, and the job is marked finished after it returns. */
  ownTransactions?: true;
  /** It runs beside the other jobs rather than before them (an import of an hour: decision 0070), with
   * its own transactions; it must end soon after the server begins to stop, leaving the rest queued. */
  beside?: true;
};

export type WorkerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** How often the queue is read when nothing woke the worker (decision 0037). */
  pollMs?: number;
  /** A job's failure, or the queue's (the database down): the message only, credentials redacted. */
  onError?: (message: string) => void;
  /** Jobs claimed at once. */
  batch?: number;
  /** A claim's lease, and how often a running job's lease is renewed (tests shorten both). */
  leaseSeconds?: number;
  heartbeatMs?: number;
};

export type Worker = {
  /** Settles once the first read of the queue (at start) and the jobs it found are done (but those
   * that run beside the others, which may take long). */
  firstRead: Promise<void>;
  /** Lets the running job finish, then stops: nothing is claimed after this is called. */
  /** Stops reading the queue and waits for the running job. With `finishDueWithinMs`, it first runs
   * the jobs due now (the mail of requests just answered, on a graceful stop) for at most that long;
   * what is left waits for the next start. */
  stop(options?: { finishDueWithinMs?: number }): Promise<void>;
  /** Reads the queue now (tests; an enqueue in this process does it by itself). */
  poll(): Promise<void>;
};

/** Finished jobs are kept this long (what ran when), then removed, checked about hourly. */
const KEEP_FINISHED_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** An enqueue in this process wakes the worker this long after the job's time: the transaction that
 * enqueued it has usually committed by then. */
const WAKE_AFTER_MS = 20;
/** Jobs enqueued here further ahead than this are left to the regular reads. */
const WAKE_HORIZON_MS = 60 * 60 * 1000;

/** What is kept and logged of a failure: its message, with any credentials in a URL masked. */
export function errorMessage(error: unknown): string {
  return redactCredentials(error instanceof Error ? error.message : String(error));
}

/**
 * Reads the queue at once, then every `pollMs`, and sooner when a job enqueued in this process falls
 * due before the next read. Its timers never keep the process alive.
 */
export function startWorker({
  db,
  handlers,
  pollMs = 1000,
  onError = console.error,
  batch = 5,
  leaseSeconds = LEASE_SECONDS,
  heartbeatMs = HEARTBEAT_SECONDS * 1000,
}: WorkerOptions): Worker {
  let stopped = false;
  /** Finishing what is due before a stop: no new read is scheduled. */
  let draining = false;
  let timer: NodeJS.Timeout | undefined;
  let nextAt = Infinity;
  let running: Promise<void> | null = null;
  /** A read was asked for while one ran: another follows at once. */
  let again = false;
  /** When jobs enqueued here fall due, until a read has started after that. */
  const wakeTimes = new Set<number>();
  let lastQueueError: string | null = null;
  let prunedAt = 0;
  /** The jobs running beside the others. */
  const besides = new Set<Promise<void>>();

  const schedule = (at: number) => {
    if (stopped || draining || at >= nextAt) return;
    clearTimeout(timer);
    nextAt = at;
    timer = setTimeout(
      () => {
        nextAt = Infinity;
        void poll();
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  };

  /**
   * Renews the job's lease every `heartbeatMs` until the returned function is called. A renewal is
   * never awaited by the job: on the embedded database one that comes while a handler's transaction
   * is open waits for its commit, and then finds the job finished and changes nothing.
   */
  const heartbeat = (job: ClaimedJob) => {
    let beating = true;
    let timer: NodeJS.Timeout;
    const beat = () => {
      timer = setTimeout(() => {
        renew(db, job, leaseSeconds).then(
          (held) => {
            if (beating && held) beat();
          },
          (error: unknown) => {
            if (!beating) return;
            onError(`The lease of the job ${job.key} could not be renewed: ${errorMessage(error)}`);
            beat();
          },
        );
      }, heartbeatMs);
      timer.unref();
    };
    beat();
    return () => {
      beating = false;
      clearTimeout(timer);
    };
  };

  const runOne = async (job: ClaimedJob) => {
    const handler = handlers[job.name];
    const stopBeating = heartbeat(job);
    try {
      if (!handler) throw new Error(`No handler for jobs named ${job.name}`);
      const after = handler.ownTransactions
        ? await handler(db, job).then(async (result) => (await finish(db, job), result))
        : await db.transaction(async (tx) => {
            const result = await handler(tx, job);
            await finish(tx, job);
            return result;
          });
      if (typeof after === "function") after();
    } catch (error) {
      const message = errorMessage(error);
      onError(`The job ${job.key} failed (attempt ${job.attempts}): ${message}`);
      await fail(db, job, message);
    } finally {
      stopBeating();
    }
  };

  const pass = async () => {
    for (;;) {
      const claimed = await claimDue(db, batch, leaseSeconds);
      for (const [i, job] of claimed.entries()) {
        if (stopped) return release(db, claimed.slice(i));
        // The batch's later jobs waited for the earlier ones, unrenewed: one whose lease ran out
        // meanwhile may be another process's now.
        if (i > 0 && !(await renew(db, job, leaseSeconds))) continue;
        if (handlers[job.name]?.beside) {
          const run = runOne(job).finally(() => besides.delete(run));
          besides.add(run);
        } else await runOne(job);
      }
      if (claimed.length < batch || stopped) break;
    }
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await db.execute(
        sql`delete from jobs where finished_at < now() - make_interval(days => ${KEEP_FINISHED_DAYS})`,
      );
    }
  };

  const poll = async (): Promise<void> => {
    if (stopped || draining) return;
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(timer);
    nextAt = Infinity;
    again = false;
    const started = Date.now();
    for (const at of wakeTimes) if (at <= started) wakeTimes.delete(at);
    running = pass()
      .then(
        () => void (lastQueueError = null),
        (error: unknown) => {
          // An outage is said once, not every second.
          const message = errorMessage(error);
          if (message !== lastQueueError) onError(`The job queue could not be read: ${message}`);
          lastQueueError = message;
        },
      )
      .finally(() => {
        running = null;
        schedule(again ? Date.now() : Math.min(Date.now() + pollMs, ...wakeTimes));
      });
    return running;
  };

  const unlisten = onEnqueue((runAt) => {
    const at = Math.max(runAt.getTime(), Date.now()) + WAKE_AFTER_MS;
    // Only the next hour's: a later job is found by the reads in between.
    if (at - Date.now() > WAKE_HORIZON_MS) return;
    wakeTimes.add(at);
    schedule(at);
  });
  const firstRead = poll();

  return {
    firstRead,
    poll,
    async stop({ finishDueWithinMs = 0 } = {}) {
      unlisten();
      clearTimeout(timer);
      if (finishDueWithinMs > 0 && !stopped) {
        draining = true;
        await running;
        // Past the limit, the pass releases the jobs it has not begun (the running one finishes).
        const limit = setTimeout(() => (stopped = true), finishDueWithinMs);
        await pass().catch((error: unknown) =>
          onError(`The job queue could not be read: ${errorMessage(error)}`),
        );
        clearTimeout(limit);
      }
      stopped = true;
      clearTimeout(timer);
      await running;
      await Promise.all(besides);
    },
  };
}
