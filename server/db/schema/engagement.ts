import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts } from "./columns.ts";
import { articles } from "./content.ts";

/** What readers add to an article: comments, and likes of an article or a comment. */
export const comments = pgTable(
  "comments",
  {
    id: id(),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Shown to readers (published). Not approved and not hidden: held for an editor (issue 27). */
    isApproved: boolean("is_approved").notNull().default(true),
    createdAt: createdAt(),
    /** When an editor hid it (never shown again until approved); hidden is never approved. */
    hiddenAt: ts("hidden_at"),
    /** Why a held comment was held: the article's mode, too many links, a blocked word. */
    heldReason: text("held_reason"),
    /** How many readers reported it since an editor last looked (approving it clears them). */
    reportCount: integer("report_count").notNull().default(0),
  },
  (t) => [
    index("comments_article_approved_idx")
      .on(t.articleId, t.createdAt.desc())
      .where(sql`${t.isApproved}`),
    // The moderation list (issue 27), newest first, whole or by article, reader or state.
    index("comments_newest_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("comments_article_newest_idx").on(
      t.articleId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("comments_user_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("comments_held_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isApproved} and ${t.hiddenAt} is null`),
    index("comments_hidden_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hiddenAt} is not null`),
    index("comments_reported_idx")
      .on(t.reportCount.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.reportCount} > 0 and ${t.hiddenAt} is null`),
    index("comments_content_trgm_idx")
      .using("gin", sql`${t.content} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("comments_hidden_check", sql`not (${t.isApproved} and ${t.hiddenAt} is not null)`),
  ],
);

/** A reader's report of a comment: once each (issue 27). */
export const commentReports = pgTable(
  "comment_reports",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** Readers who may no longer comment (issue 27), and who banned them. */
export const commentBans = pgTable(
  "comment_bans",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bannedBy: uuid("banned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("comment_bans_newest_idx").on(t.createdAt.desc())],
);

export const likes = pgTable(
  "likes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("likes_one_target_check", sql`num_nonnulls(${t.articleId}, ${t.commentId}) = 1`),
    uniqueIndex("likes_user_article_idx")
      .on(t.userId, t.articleId)
      .where(sql`${t.articleId} is not null`),
    uniqueIndex("likes_user_comment_idx")
      .on(t.userId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index("likes_article_idx").on(t.articleId),
    index("likes_comment_idx").on(t.commentId),
  ],
);
