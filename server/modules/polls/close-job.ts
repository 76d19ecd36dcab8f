import { and, eq, gt, isNull } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { polls } from "../../db/schema.ts";
import { cancel, enqueue, ensure } from "../jobs/queue.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { pollRows } from "./results.ts";

/**
 * A poll that closes by its time drops its piece's cached pages then (decision 0077), so the page shows
 * its final result rather than the form. The one door's sync (./sync.ts) queues a `poll-close` job at
 * the poll's close time, moves it when the time changes and removes it when the time or the poll goes.
 * The job writes nothing: it only drops pages, and only if the poll still closes at the job's time and
 * was not closed early (closing early dropped them already).
 */
export const POLL_CLOSE_JOB = "poll-close";

export const pollCloseKey = (pollId: string) => `${POLL_CLOSE_JOB}:${pollId}`;

/** Queues (or moves) the poll's closing job, or removes it: a close time in the past, or none, needs
 * none (the save that set it drops the pages itself). Inside the save's transaction. */
export async function schedulePollClose(tx: Db, pollId: string, closesAt: Date | null, now = new Date()) {
  if (closesAt && closesAt > now)
    await enqueue(tx, {
      name: POLL_CLOSE_JOB,
      key: pollCloseKey(pollId),
      runAt: closesAt,
      payload: { id: pollId, closesAt: closesAt.toISOString() },
    });
  else await cancel(tx, pollCloseKey(pollId));
}

/** Gives every open poll of a body whose close time is ahead a closing job, unless it has one (a
 * database restored from a backup without its jobs). Run at start, like scheduled publication's. */
export async function ensurePollCloseJobs(db: Db, now = new Date()): Promise<void> {
  const open = await db
    .select({ id: polls.id, closesAt: polls.closesAt })
    .from(polls)
    .where(and(eq(polls.inContent, true), isNull(polls.closedAt), gt(polls.closesAt, now)));
  for (const { id, closesAt } of open)
    await ensure(db, {
      name: POLL_CLOSE_JOB,
      key: pollCloseKey(id),
      runAt: closesAt!,
      payload: { id, closesAt: closesAt!.toISOString() },
    });
}

/** The job: the pages of the poll's piece, dropped after it, when the poll closed by this job's time. */
export function pollCloseHandler(onChange: (change: PageChange) => void): JobHandler {
  return async (tx, job) => {
    const id = String(job.payload.id ?? "");
    if (!isUuid(id)) return;
    const [poll] = await pollRows(tx, [id]);
    if (!poll || !poll.inContent || poll.closedAt !== null) return;
    if (poll.closesAt?.toISOString() !== job.payload.closesAt) return;
    const change: PageChange = poll.articleId ? { article: poll.articleId } : "content";
    return () => onChange(change);
  };
}
