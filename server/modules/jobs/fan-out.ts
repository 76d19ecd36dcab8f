import type { ClaimedJob } from "./claims.ts";

/**
 * The queue's fan-out (decision 0060): one parent job, one row per recipient in the caller's table,
 * claimed in batches by `lanes` lanes at a rate. Each message is marked 'sending' in its own statement
 * before it goes and 'sent' in its own statement right after, so a crash leaves at most one message a
 * lane unsure; the next run marks those 'uncertain' (`settleDead`) and never sends them again by
 * itself: an admin resends them or marks them sent. The newsletter uses it now, the notifications next.
 */
export type FanOut<Item> = {
  /** Marks the rows an earlier run of this job left 'sending' as 'uncertain' (that run is dead: the
   * claim now holding the job is this one). */
  settleDead(job: ClaimedJob): Promise<void>;
  /** Reserves up to `limit` due rows for this claim (still unsent), only while it holds the job. */
  claimBatch(job: ClaimedJob, limit: number): Promise<Item[]>;
  /** Marks a reserved row 'sending' (committed before its message goes); false: not this claim's any more. */
  markSending(job: ClaimedJob, item: Item): Promise<boolean>;
  send(item: Item): Promise<void>;
  markSent(item: Item): Promise<void>;
  /** Keeps the failure; the row is retried after a backoff, or failed for good. */
  markFailed(item: Item, message: string): Promise<void>;
  /** Gives back reserved rows this run did not reach (it ran out of time or is stopping). */
  unreserve(job: ClaimedJob): Promise<void>;
};

export type LaneOptions = {
  lanes: number;
  /** Rows one lane reserves at once. */
  batch: number;
  /** Milliseconds between two messages across all lanes (the rate). */
  interval: number;
  /** How long one run sends before it hands over to the next run. */
  runMs: number;
  stopping: () => boolean;
  sleep: (ms: number) => Promise<void>;
  errorMessage: (error: unknown) => string;
};

/** Runs the lanes for one run of the parent job; returns when the next message's slot is (the next
 * run keeps the rate). */
export async function runFanOut<Item>(job: ClaimedJob, fan: FanOut<Item>, options: LaneOptions) {
  await fan.settleDead(job);
  const started = Date.now();
  let slot = started;
  const lane = async () => {
    let reserved: Item[] = [];
    // Each lane's first reservation is one row, so that a small send still uses every lane.
    let size = 1;
    while (!options.stopping()) {
      const at = slot;
      // The next slot past this run's end is the next run's (the rate holds across runs).
      if (at - started >= options.runMs || Date.now() - started >= options.runMs) break;
      if (reserved.length === 0) reserved = await fan.claimBatch(job, size);
      size = options.batch;
      const item = reserved.shift();
      if (item === undefined) break;
      slot += options.interval;
      await options.sleep(at - Date.now());
      if (!(await fan.markSending(job, item))) break;
      try {
        await fan.send(item);
      } catch (error) {
        await fan.markFailed(item, options.errorMessage(error));
        continue;
      }
      await fan.markSent(item);
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, lane));
  await fan.unreserve(job);
  return slot;
}
