import { and, eq, notInArray, sql } from "drizzle-orm";
import type { PollBlock } from "#shared/poll-markup.ts";
import type { Db } from "../../db/client.ts";
import { pollChoices, polls, pollVotes } from "../../db/schema.ts";
import type { PieceRef } from "../content/revisions.ts";
import { cancel } from "../jobs/queue.ts";
import { pollCloseKey, schedulePollClose } from "./close-job.ts";
import { checkedPolls } from "./read.ts";

/** The polls table's column for a piece, and that piece's condition. */
const pieceOf = (ref: PieceRef) =>
  "articleId" in ref
    ? { values: { articleId: ref.articleId }, where: eq(polls.articleId, ref.articleId) }
    : {
        values: { creativePieceId: ref.creativePieceId },
        where: eq(polls.creativePieceId, ref.creativePieceId),
      };

const hasVotes = async (tx: Db, pollId: string) =>
  (
    await tx
      .select({ one: sql`1` })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, pollId))
      .limit(1)
  ).length > 0;

async function writeChoices(tx: Db, poll: PollBlock) {
  await tx.delete(pollChoices).where(eq(pollChoices.pollId, poll.id));
  await tx
    .insert(pollChoices)
    .values(poll.choices.map((c, position) => ({ pollId: poll.id, key: c.key, label: c.label, position })));
}

/**
 * The piece's polls as its live body has them, written by the one door (content/door.ts) inside the
 * piece's transaction, after every poll of the live body and of its pending edits was checked (a bad
 * poll refuses the whole save). A new poll is inserted; one the piece had is updated, except that once
 * it has a vote its question and choices are fixed (decision 0077): its close time and whether results
 * show before voting may still change. A poll the body no longer shows keeps its row and votes, out of
 * the page (`inContent`). Each poll's closing job follows its close time (./close-job.ts). A block naming another piece's poll is left alone: the page will not show it.
 */
export async function syncPolls(tx: Db, ref: PieceRef, live: string, pending: string | null) {
  if (pending) checkedPolls(pending);
  const blocks = checkedPolls(live);
  const piece = pieceOf(ref);
  for (const block of blocks) {
    const settings = {
      resultsBeforeVote: block.resultsBeforeVote,
      closesAt: block.closesAt ? new Date(block.closesAt) : null,
      inContent: true,
    };
    const [inserted] = await tx
      .insert(polls)
      .values({ id: block.id, ...piece.values, question: block.question, ...settings })
      .onConflictDoNothing()
      .returning({ id: polls.id });
    if (inserted) {
      await writeChoices(tx, block);
      await schedulePollClose(tx, block.id, settings.closesAt);
      continue;
    }
    const [ours] = await tx
      .update(polls)
      .set(settings)
      .where(and(eq(polls.id, block.id), piece.where))
      .returning({ id: polls.id });
    if (ours) await schedulePollClose(tx, block.id, settings.closesAt);
    if (!ours || (await hasVotes(tx, block.id))) continue;
    await tx.update(polls).set({ question: block.question }).where(eq(polls.id, block.id));
    await writeChoices(tx, block);
  }
  const shown = blocks.map((b) => b.id);
  const removed = await tx
    .update(polls)
    .set({ inContent: false })
    .where(
      and(piece.where, eq(polls.inContent, true), ...(shown.length ? [notInArray(polls.id, shown)] : [])),
    )
    .returning({ id: polls.id });
  // A poll out of the page closes by no job (restoring it queues its job again).
  for (const { id } of removed) await cancel(tx, pollCloseKey(id));
}
