import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { PageChange } from "#shared/page-change.ts";
import type { PollSummary } from "#shared/poll-view.ts";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { polls, pollVotes } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { writerName } from "../content/revisions.ts";
import { choiceCounts, isClosed, pollRows } from "./results.ts";

// What editors do with a piece's polls in the portal (issue 42, decision 0077): read the votes per
// choice over time, and close a poll early. Both ask for the `polls` capability (editors, admins).

const pollId = z.uuid({ message: "This poll was not found." });

/** The timeline of one poll's votes, counted in the database by hour or day of the site's time zone. */
async function timeline(db: Db, id: string, unit: "hour" | "day", timeZone: string) {
  const bucket = sql<string>`to_char(date_trunc(${unit}, ${pollVotes.createdAt} at time zone ${timeZone}), ${unit === "hour" ? "YYYY-MM-DD HH24:00" : "YYYY-MM-DD"})`;
  const rows = await db
    .select({ at: bucket, key: pollVotes.choiceKey, votes: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, id))
    .groupBy(sql`1`, pollVotes.choiceKey)
    .orderBy(asc(sql`1`));
  const byTime = new Map<string, Record<string, number>>();
  for (const row of rows) byTime.set(row.at, { ...byTime.get(row.at), [row.key]: row.votes });
  return [...byTime].map(([at, votes]) => ({ at, votes }));
}

/** The polls of an article or a creative piece, with their counts and timelines, for its editor. */
export async function piecePolls(
  db: Db,
  actor: SessionUser | null,
  piece: { articleId: string } | { creativePieceId: string },
  { unit, timeZone, now = new Date() }: { unit: "hour" | "day"; timeZone: string; now?: Date },
): Promise<PollSummary[]> {
  assertCan(actor, "polls");
  const where =
    "articleId" in piece
      ? eq(polls.articleId, piece.articleId)
      : eq(polls.creativePieceId, piece.creativePieceId);
  const rows = await db
    .select({ id: polls.id, closedBy: polls.closedBy })
    .from(polls)
    .where(where)
    .orderBy(asc(polls.createdAt));
  const ids = rows.map((r) => r.id);
  const [details, counts] = await Promise.all([pollRows(db, ids), choiceCounts(db, ids)]);
  return Promise.all(
    details.map(async (poll) => {
      const choices = counts.get(poll.id) ?? [];
      return {
        id: poll.id,
        question: poll.question,
        closed: isClosed(poll, now),
        closesAt: (poll.closedAt ?? poll.closesAt)?.toISOString() ?? null,
        closedBy: rows.find((r) => r.id === poll.id)?.closedBy ?? null,
        inContent: poll.inContent,
        total: choices.reduce((sum, c) => sum + c.votes, 0),
        choices,
        timeline: await timeline(db, poll.id, unit, timeZone),
      };
    }),
  );
}

/** Closes a poll now, before its time: it takes no more votes and shows its final result. Closing a
 * closed poll changes nothing. Answers the pages to drop: its piece's. */
export async function closePoll(
  db: Db,
  actor: SessionUser | null,
  input: unknown,
  now = new Date(),
): Promise<PageChange> {
  assertCan(actor, "polls");
  const id = validate(pollId, input);
  return db.transaction(async (tx) => {
    const [poll] = await pollRows(tx, [id]);
    if (!poll) throw new NotFound("This poll was not found.");
    const [closed] = await tx
      .update(polls)
      .set({ closedAt: now, closedBy: writerName(actor) })
      .where(and(eq(polls.id, id), isNull(polls.closedAt)))
      .returning({ question: polls.question });
    if (closed)
      await recordAudit(tx, actorOf(actor), {
        action: "poll-close",
        subject: poll.articleId
          ? { type: "article", id: poll.articleId }
          : { type: "creative", id: poll.creativePieceId! },
        summary: closed.question,
      });
    return poll.articleId ? { article: poll.articleId } : "content";
  });
}
