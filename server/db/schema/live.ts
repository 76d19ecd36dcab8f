import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles } from "./content.ts";

/** An entry's state: readers see the published ones; a contributor's waits for an editor while the
 * blog asks for approval; a deleted one stays, with its note, for the history. */
export const ENTRY_STATES = ["published", "pending", "deleted"] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/**
 * A live blog (issue 42, decision 0081): the article it is (its headline, its body the 'What we know'
 * summary, its lifecycle through the one door) is live while `ended_at` is null. One row per article;
 * not a piece table, so the one door's lint does not cover it: live_blogs and live_entries are written
 * by server/modules/live alone.
 */
export const liveBlogs = pgTable("live_blogs", {
  articleId: uuid("article_id")
    .primaryKey()
    .references(() => articles.id, { onDelete: "cascade" }),
  /** Contributors' entries wait for an editor's approval. */
  needsApproval: boolean("needs_approval").notNull().default(false),
  /** Entries oldest first (a timeline), rather than newest first. */
  oldestFirst: boolean("oldest_first").notNull().default(false),
  /** An editor chose that it leads the home page while it is live (the normal lead returns once it ends). */
  leadsHome: boolean("leads_home").notNull().default(false),
  startedAt: createdAt(),
  endedAt: ts("ended_at"),
  /** The last change readers see (an entry posted, corrected, pinned, deleted): the feed's update. */
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** One entry of a live blog: a row each, so staff posting at once never write over each other. */
export const liveEntries = pgTable(
  "live_entries",
  {
    id: id(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => liveBlogs.articleId, { onDelete: "cascade" }),
    /** The writer's account, without a foreign key (entries outlive accounts), and their name as it was. */
    authorId: uuid("author_id"),
    authorName: text("author_name").notNull(),
    /** Sanitized HTML, as a piece's body is. */
    body: text("body").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    state: text("state", { enum: ENTRY_STATES }).$type<EntryState>().notNull().default("published"),
    /** The note of its last correction or of its deletion, which readers see for a correction. */
    note: text("note"),
    correctedAt: ts("corrected_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("live_entries_state_check", inList("state", ENTRY_STATES)),
    index("live_entries_article_idx").on(t.articleId, t.createdAt.desc()),
  ],
);
