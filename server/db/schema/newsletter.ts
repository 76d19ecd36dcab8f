import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, ts } from "./columns.ts";
import { printEditions } from "./print.ts";

export const ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
/** A delivery is 'uncertain' when a crash left it 'sending': its mail may have been accepted, so it is not
 * sent again until an admin says so (decision 0060). */
export const DELIVERY_STATUSES = ["pending", "sending", "sent", "failed", "uncertain"] as const;

/** A story of an issue, in its order: a published article or creative piece. */
export type IssueStory = { kind: "article" | "creative"; id: string };

/**
 * A newsletter issue (decision 0044): a draft while it is composed, then frozen as sent (its HTML and
 * text are kept, so that every recipient and the public archive read the same issue).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    subject: text("subject").notNull().default(""),
    introHtml: text("intro_html").notNull().default(""),
    stories: jsonb("stories").$type<IssueStory[]>().notNull().default([]),
    /** The print edition the issue announces (issue 43), a published one, or none. */
    editionId: uuid("edition_id").references(() => printEditions.id, { onDelete: "set null" }),
    status: text("status").notNull().default("draft"),
    /** 'manual' (composed in the portal) or 'digest' (the weekly digest). */
    kind: text("kind").notNull().default("manual"),
    /** The issue as mailed, frozen when sending starts. */
    html: text("html"),
    text: text("text"),
    recipients: integer("recipients").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    sendStartedAt: ts("send_started_at"),
    sentAt: ts("sent_at"),
  },
  (t) => [
    check("newsletter_issues_status_check", inList("status", ISSUE_STATUSES)),
    index("newsletter_issues_status_idx").on(t.status, t.sendStartedAt.desc()),
  ],
);

/**
 * One row per recipient of an issue: the unique (issue, subscription) pair makes a second row for the
 * same reader impossible, and each row is marked sent right after its own mail was accepted.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    /** No foreign key: an unsubscribed reader's rows stay, for the issue's counts. */
    subscriptionId: uuid("subscription_id").notNull(),
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** The send job's claim (jobs.claim) that holds the row while its mail is in flight: once that
     * claim no longer holds the job, its sender is presumed dead, and not to have sent. */
    claimedBy: uuid("claimed_by"),
    sentAt: ts("sent_at"),
  },
  (t) => [
    check("newsletter_deliveries_status_check", inList("status", DELIVERY_STATUSES)),
    uniqueIndex("newsletter_deliveries_recipient_idx").on(t.issueId, t.subscriptionId),
    index("newsletter_deliveries_due_idx")
      .on(t.issueId, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // The admin's home screen and Settings count and list the uncertain ones (issue 38).
    index("newsletter_deliveries_uncertain_idx")
      .on(t.issueId)
      .where(sql`${t.status} = 'uncertain'`),
  ],
);
