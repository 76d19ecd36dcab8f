import { z } from "#shared/zod.ts";
import {
  ALREADY_VOTED,
  NOT_A_CHOICE,
  PICK_A_CHOICE,
  POLL_CLOSED,
  POLL_NOT_FOUND,
} from "#shared/poll-outcomes.ts";
import type { Db } from "../../db/client.ts";
import { pollVotes } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import {
  choiceCounts,
  hasChoice,
  isClosed,
  pollRows,
  resultOf,
  votedChoice,
  type PollResult,
} from "./results.ts";
import { voterKey, type Voter } from "./voter.ts";

const voteInput = z.object({
  poll: z.uuid({ message: POLL_NOT_FOUND }),
  choice: z.string({ message: PICK_A_CHOICE }).min(1, PICK_A_CHOICE),
});

/** A poll readers can see: its piece published and its block in the live body. */
async function shownPoll(db: Db, id: string, lock: boolean) {
  const [poll] = await pollRows(db, [id], lock);
  if (!poll || !poll.published || !poll.inContent) throw new NotFound(POLL_NOT_FOUND);
  return poll;
}

/** The poll's result as this voter sees it (null: a reader who has not voted from this browser). */
export async function pollResult(
  db: Db,
  pollId: string,
  voter: Voter | null,
  now = new Date(),
): Promise<PollResult> {
  const id = validate(voteInput.shape.poll, pollId);
  const poll = await shownPoll(db, id, false);
  const [choices, voted] = await Promise.all([
    choiceCounts(db, [id]),
    votedChoice(db, id, voter && voterKey(voter)),
  ]);
  return resultOf(poll, choices.get(id) ?? [], voted, now);
}

/**
 * One vote (issue 42): stored, and committed, before it is answered. A second vote by the same voter is
 * refused by the unique index, however the two race; a vote on a closed poll or for a choice the poll
 * does not have stores nothing. The poll's row is share-locked, so an editor's save cannot change its
 * choices under the vote (./sync.ts). Answers the result with the new vote counted.
 */
export async function castVote(db: Db, voter: Voter, input: unknown, now = new Date()): Promise<PollResult> {
  const { poll: id, choice } = validate(voteInput, input);
  const key = voterKey(voter);
  await db.transaction(async (tx) => {
    const poll = await shownPoll(tx, id, true);
    if (isClosed(poll, now)) throw new Invalid(POLL_CLOSED);
    if (!(await hasChoice(tx, id, choice))) throw new Invalid(NOT_A_CHOICE, { choice: NOT_A_CHOICE });
    const [stored] = await tx
      .insert(pollVotes)
      .values({ pollId: id, choiceKey: choice, voter: key, userId: "userId" in voter ? voter.userId : null })
      .onConflictDoNothing()
      .returning({ voter: pollVotes.voter });
    if (!stored) throw new Conflict(ALREADY_VOTED);
  });
  return pollResult(db, id, voter, now);
}
