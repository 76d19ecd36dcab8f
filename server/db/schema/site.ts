import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";

/** Settings by key: the editors' (site name, team, contact addresses) and the server's own (the cookie
 * key, the setup code's hash, when the demo was seeded). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const breakingNews = pgTable(
  "breaking_news",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("breaking_news_active_idx").on(t.isActive, t.createdAt.desc())],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    /** Double opt-in (decision 0044): set by the confirmation link; only confirmed addresses get mail. */
    confirmedAt: ts("confirmed_at"),
    /** The SHA-256 of the confirmation link's token, until it is used. */
    confirmTokenHash: text("confirm_token_hash"),
    /** When the last confirmation mail went: a new one waits a while (no mail bombing). */
    confirmSentAt: ts("confirm_sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
    uniqueIndex("newsletter_confirm_token_idx").on(t.confirmTokenHash),
    index("newsletter_confirmed_idx")
      .on(t.id)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/** Rate-limit counters shared by every app process on one PostgreSQL database (rate-limiter-flexible's
 * Drizzle store; one process on PGlite counts in memory instead). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: ts("expire"),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
