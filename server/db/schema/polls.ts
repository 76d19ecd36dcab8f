import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { articles, creativePieces } from "./content.ts";

/**
 * Readers' polls (issue 42, decision 0077). A poll is a block of a piece's body (shared/poll-markup.ts);
 * the door writes its row from the piece's live body on every save. Its id is the block's, its piece the
 * one that first saved it. `inContent`: the live body still shows it (a save that removes the block
 * keeps the row and its votes; a restore may bring it back).
 */
export const polls = pgTable(
  "polls",
  {
    id: uuid("id").primaryKey(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    resultsBeforeVote: boolean("results_before_vote").notNull().default(false),
    closesAt: ts("closes_at"),
    /** Closed early by an editor, and by whom. */
    closedAt: ts("closed_at"),
    closedBy: text("closed_by"),
    inContent: boolean("in_content").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("polls_one_piece_check", sql`num_nonnulls(${t.articleId}, ${t.creativePieceId}) = 1`),
    index("polls_article_idx").on(t.articleId),
    index("polls_creative_idx").on(t.creativePieceId),
  ],
);

/** A poll's choices: a key names a choice for good; `position` is its place in the list. */
export const pollChoices = pgTable(
  "poll_choices",
  {
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.key] })],
);

/**
 * One row per vote. `voter` is `u:<account id>` for a signed-in reader, or `b:<sha-256 of the browser's
 * cookie>`: the unique index makes a second vote by the same voter impossible, however they race. The
 * choice must be one of the poll's (a foreign key): a choice with votes cannot be deleted.
 */
export const pollVotes = pgTable(
  "poll_votes",
  {
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    choiceKey: text("choice_key").notNull(),
    voter: text("voter").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("poll_votes_voter_idx").on(t.pollId, t.voter),
    index("poll_votes_choice_idx").on(t.pollId, t.choiceKey),
    foreignKey({
      name: "poll_votes_choice_fk",
      columns: [t.pollId, t.choiceKey],
      foreignColumns: [pollChoices.pollId, pollChoices.key],
    }),
  ],
);
