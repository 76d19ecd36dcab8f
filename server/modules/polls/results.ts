import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces, pollChoices, polls, pollVotes } from "../../db/schema.ts";

/** A poll as readers see it: its choices in order, with their votes when the reader may see them. */
export type PollResult = {
  id: string;
  question: string;
  closesAt: string | null;
  closed: boolean;
  /** The reader's own choice, or null. */
  voted: string | null;
  /** Results show: the reader voted, the poll is closed, or its editor shows them before voting. */
  shown: boolean;
  total: number;
  choices: { key: string; label: string; votes: number; percent: number }[];
};

/** A poll's row, its choices and whether its piece is published: what a vote and a page read. */
export type PollRow = {
  id: string;
  question: string;
  resultsBeforeVote: boolean;
  closesAt: Date | null;
  closedAt: Date | null;
  articleId: string | null;
  creativePieceId: string | null;
  inContent: boolean;
  published: boolean;
};

const pollColumns = {
  id: polls.id,
  question: polls.question,
  resultsBeforeVote: polls.resultsBeforeVote,
  closesAt: polls.closesAt,
  closedAt: polls.closedAt,
  articleId: polls.articleId,
  creativePieceId: polls.creativePieceId,
  inContent: polls.inContent,
  published: sql<boolean>`coalesce(${articles.status}, ${creativePieces.status}) = 'published'`,
};

/** The polls' rows by id (the ones that exist), with `lock` a shared lock on each for a vote. */
export async function pollRows(db: Db, ids: readonly string[], lock = false): Promise<PollRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(pollColumns)
    .from(polls)
    .leftJoin(articles, eq(articles.id, polls.articleId))
    .leftJoin(creativePieces, eq(creativePieces.id, polls.creativePieceId))
    .where(inArray(polls.id, [...ids]));
  return lock ? query.for("share", { of: polls }) : query;
}

/** Whether a poll takes no more votes at `now`: closed early, or its time passed. */
export const isClosed = (poll: Pick<PollRow, "closedAt" | "closesAt">, now: Date) =>
  poll.closedAt !== null || (poll.closesAt !== null && poll.closesAt <= now);

/** Each poll's choices in order, with their counts, counted in the database. */
export async function choiceCounts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { key: string; label: string; votes: number }[]>();
  const rows = await db
    .select({
      pollId: pollChoices.pollId,
      key: pollChoices.key,
      label: pollChoices.label,
      votes: count(pollVotes.voter),
    })
    .from(pollChoices)
    .leftJoin(
      pollVotes,
      and(eq(pollVotes.pollId, pollChoices.pollId), eq(pollVotes.choiceKey, pollChoices.key)),
    )
    .where(inArray(pollChoices.pollId, [...ids]))
    .groupBy(pollChoices.pollId, pollChoices.key, pollChoices.label, pollChoices.position)
    .orderBy(asc(pollChoices.position));
  const byPoll = new Map<string, { key: string; label: string; votes: number }[]>();
  for (const { pollId, ...choice } of rows) byPoll.set(pollId, [...(byPoll.get(pollId) ?? []), choice]);
  return byPoll;
}

/** The polls' rows by id with their choices' counts, in one query: what a page needs to show the polls
 * of all its pieces (./render.ts), however many there are. */
export async function pollsWithCounts(db: Db, ids: readonly string[]) {
  const counts = new Map<string, { key: string; label: string; votes: number }[]>();
  if (ids.length === 0) return { rows: [] as PollRow[], counts };
  const found = await db
    .select({
      ...pollColumns,
      key: pollChoices.key,
      label: pollChoices.label,
      votes: count(pollVotes.voter),
    })
    .from(polls)
    .leftJoin(articles, eq(articles.id, polls.articleId))
    .leftJoin(creativePieces, eq(creativePieces.id, polls.creativePieceId))
    .leftJoin(pollChoices, eq(pollChoices.pollId, polls.id))
    .leftJoin(
      pollVotes,
      and(eq(pollVotes.pollId, pollChoices.pollId), eq(pollVotes.choiceKey, pollChoices.key)),
    )
    .where(inArray(polls.id, [...ids]))
    .groupBy(polls.id, articles.id, creativePieces.id, pollChoices.pollId, pollChoices.key)
    .orderBy(asc(pollChoices.position));
  const rows = new Map<string, PollRow>();
  for (const { key, label, votes, ...row } of found) {
    if (!rows.has(row.id)) rows.set(row.id, row);
    if (key !== null && label !== null)
      counts.set(row.id, [...(counts.get(row.id) ?? []), { key, label, votes }]);
  }
  return { rows: [...rows.values()], counts };
}

/** The reader's vote in a poll, by their voter key (./voter.ts), or null. */
export async function votedChoice(db: Db, pollId: string, voter: string | null): Promise<string | null> {
  if (!voter) return null;
  const [row] = await db
    .select({ key: pollVotes.choiceKey })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.voter, voter)));
  return row?.key ?? null;
}

/** Whole percentages of the total; each choice's own share, rounded. */
const percentOf = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes * 100) / total));

/** The poll as `voted` sees it at `now`. */
export function resultOf(
  poll: PollRow,
  choices: { key: string; label: string; votes: number }[],
  voted: string | null,
  now: Date,
): PollResult {
  const closed = isClosed(poll, now);
  const shown = closed || voted !== null || poll.resultsBeforeVote;
  const total = choices.reduce((sum, c) => sum + c.votes, 0);
  return {
    id: poll.id,
    question: poll.question,
    closesAt: poll.closesAt?.toISOString() ?? null,
    closed,
    voted,
    shown,
    total: shown ? total : 0,
    choices: choices.map((c) => ({
      key: c.key,
      label: c.label,
      votes: shown ? c.votes : 0,
      percent: shown ? percentOf(c.votes, total) : 0,
    })),
  };
}

/** Whether the poll has a choice of that key. */
export async function hasChoice(db: Db, pollId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: pollChoices.key })
    .from(pollChoices)
    .where(and(eq(pollChoices.pollId, pollId), eq(pollChoices.key, key)));
  return rows.length > 0;
}

/** Where a poll's piece is read: its article's page, or the creative page with it open. */
export async function pollPieceLink(db: Db, pollId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: articles.slug, creativeId: polls.creativePieceId })
    .from(polls)
    .leftJoin(articles, eq(articles.id, polls.articleId))
    .where(eq(polls.id, pollId));
  if (!row) return null;
  const path = row.slug ? `/article/${encodeURIComponent(row.slug)}` : `/creative?piece=${row.creativeId}`;
  return `${path}#poll-${pollId}`;
}
