import { isUuid } from "#shared/schemas/fields.ts";
import type { PageChange } from "#shared/page-change.ts";
import type { Db } from "../../db/client.ts";
import { cancel, enqueue } from "../jobs/queue.ts";
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
