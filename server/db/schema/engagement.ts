import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id } from "./columns.ts";
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
    isApproved: boolean("is_approved").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_article_approved_idx")
      .on(t.articleId, t.createdAt.desc())
      .where(sql`${t.isApproved}`),
    index("comments_user_idx").on(t.userId),
  ],
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
