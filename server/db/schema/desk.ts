import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CATEGORIES } from "#shared/categories.ts";
import {
  ASSIGNMENT_ROLES,
  ASSIGNMENT_STATUSES,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_STATES,
  APPROVER_ROLES,
  PITCH_STATUSES,
  type AssignmentRole,
  type AssignmentStatus,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationMailState,
  type PitchMedium,
  type PitchStatus,
} from "#shared/desk.ts";
import { users } from "./accounts.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles, creativePieces } from "./content.ts";
import { printEditions } from "./print.ts";

/**
 * The desk (issue 38): pitches, assignments and their people, notifications and each person's choice
 * of how to get them, and the notes editors and writers leave on a draft.
 */

/** A story someone proposes: an editor accepts it (an assignment), declines it with a note, or asks
 * for more. */
export const pitches = pgTable(
  "pitches",
  {
    id: id(),
    /** The working headline. */
    headline: text("headline").notNull(),
    angle: text("angle").notNull().default(""),
    sources: text("sources").notNull().default(""),
    category: text("category").notNull(),
    media: text("media")
      .array()
      .$type<PitchMedium[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The day the pitcher would like it out, in the publication's zone. */
    wantedOn: date("wanted_on", { mode: "string" }),
    status: text("status", { enum: PITCH_STATUSES }).$type<PitchStatus>().notNull().default("open"),
    /** The editor's note with a decline or a request for more. */
    answerNote: text("answer_note"),
    pitchedBy: uuid("pitched_by").references(() => users.id, { onDelete: "set null" }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: ts("answered_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("pitches_status_check", inList("status", PITCH_STATUSES)),
    check("pitches_category_check", inList("category", CATEGORIES)),
    index("pitches_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'more')`),
    index("pitches_pitched_by_idx").on(t.pitchedBy, t.createdAt.desc()),
  ],
);

/** A line of the story budget: what is being made, by whom, due when. Its draft, once made, drives its
 * status (server/modules/desk). */
export const assignments = pgTable(
  "assignments",
  {
    id: id(),
    /** The working headline: the budget line. */
    headline: text("headline").notNull(),
    category: text("category").notNull(),
    /** Words wanted; 0 when it is not a text. */
    length: integer("length").notNull().default(0),
    notes: text("notes").notNull().default(""),
    draftDue: ts("draft_due"),
    publishTarget: ts("publish_target"),
    status: text("status", { enum: ASSIGNMENT_STATUSES })
      .$type<AssignmentStatus>()
      .notNull()
      .default("assigned"),
    /** The draft made from it: an article or a creative piece, at most one. */
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "set null" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "set null" }),
    pitchId: uuid("pitch_id").references(() => pitches.id, { onDelete: "set null" }),
    /** The print edition it is planned for (issue 43): a draft or scheduled one, as a rule. Its piece,
     * once in an edition's table of contents, is in that edition whatever this says. */
    editionId: uuid("edition_id").references(() => printEditions.id, { onDelete: "set null" }),
    /** Why it was spiked. */
    spikeNote: text("spike_note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("assignments_status_check", inList("status", ASSIGNMENT_STATUSES)),
    check("assignments_category_check", inList("category", CATEGORIES)),
    check("assignments_length_check", sql`${t.length} >= 0`),
    check("assignments_one_draft_check", sql.raw(`num_nonnulls(article_id, creative_piece_id) <= 1`)),
    uniqueIndex("assignments_article_idx")
      .on(t.articleId)
      .where(sql`${t.articleId} is not null`),
    uniqueIndex("assignments_creative_idx")
      .on(t.creativePieceId)
      .where(sql`${t.creativePieceId} is not null`),
    index("assignments_publish_target_idx").on(t.publishTarget),
    index("assignments_edition_idx")
      .on(t.editionId)
      .where(sql`${t.editionId} is not null`),
    index("assignments_open_due_idx")
      .on(t.draftDue)
      .where(sql`${t.status} not in ('published', 'spiked')`),
  ],
);

/** Who works on an assignment, each in a role (a person may hold two). */
export const assignmentPeople = pgTable(
  "assignment_people",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ASSIGNMENT_ROLES }).$type<AssignmentRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId, t.role] }),
    check("assignment_people_role_check", inList("role", ASSIGNMENT_ROLES)),
    index("assignment_people_user_idx").on(t.userId),
  ],
);

/** One thing a person is told, in their inbox, at most once per event (`eventKey`), and mailed by
 * their choice: `mailState` is where its mail is (shared/desk.ts). */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).$type<NotificationKind>().notNull(),
    /** What happened, once: 'submitted:article:<id>:<version>'. A second delivery of the same event to
     * the same person is refused by the unique index. */
    eventKey: text("event_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** The portal path of the thing itself. */
    link: text("link").notNull(),
    mailState: text("mail_state", { enum: NOTIFICATION_MAIL_STATES })
      .$type<NotificationMailState>()
      .notNull()
      .default("none"),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("notifications_kind_check", inList("kind", NOTIFICATION_KINDS)),
    check("notifications_mail_state_check", inList("mail_state", NOTIFICATION_MAIL_STATES)),
    uniqueIndex("notifications_event_idx").on(t.userId, t.eventKey),
    index("notifications_user_newest_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // Settings lists the uncertain mails for an admin to decide (the same as the newsletter's).
    index("notifications_uncertain_idx")
      .on(t.createdAt)
      .where(sql`${t.mailState} = 'uncertain'`),
    index("notifications_digest_idx")
      .on(t.userId, t.createdAt)
      .where(sql`${t.mailState} = 'digest'`),
  ],
);

/** A person's choice of delivery for one kind; a kind without a row is mailed at once. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).$type<NotificationKind>().notNull(),
    delivery: text("delivery", { enum: NOTIFICATION_DELIVERIES }).$type<NotificationDelivery>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("notification_preferences_kind_check", inList("kind", NOTIFICATION_KINDS)),
    check("notification_preferences_delivery_check", inList("delivery", NOTIFICATION_DELIVERIES)),
  ],
);

/** A note anchored to a passage of a draft, or a reply to one (`parentId`). The anchor is the passage's
 * place in the draft's text (`anchorIndex`, `anchorLength`) and its words (`quote`); edits move it, and
 * a note whose passage is gone is kept `onDeletedText`. Notes never leave the portal. */
export const draftNotes = pgTable(
  "draft_notes",
  {
    id: id(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => draftNotes.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name as it was, kept when the account goes. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    anchorIndex: integer("anchor_index"),
    anchorLength: integer("anchor_length"),
    quote: text("quote"),
    onDeletedText: integer("on_deleted_text").notNull().default(0),
    resolvedAt: ts("resolved_at"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("draft_notes_one_piece_check", sql.raw(`num_nonnulls(article_id, creative_piece_id) = 1`)),
    index("draft_notes_article_idx")
      .on(t.articleId, t.createdAt)
      .where(sql`${t.articleId} is not null`),
    index("draft_notes_creative_idx")
      .on(t.creativePieceId, t.createdAt)
      .where(sql`${t.creativePieceId} is not null`),
    index("draft_notes_parent_idx")
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
  ],
);

/** An approval of a piece before it is published (issue 38): an editor's, and the adviser's where the
 * publication asks for it (server/modules/desk/approvals.ts). A Return clears the open ones; publishing
 * names them in History. */
export const pieceApprovals = pgTable(
  "piece_approvals",
  {
    id: id(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
    /** The approver's account, without a foreign key: the record outlives accounts, as revisions do. */
    userId: uuid("user_id"),
    /** The approver's name as it was. */
    userName: text("user_name").notNull(),
    /** In which capacity: 'editor' or 'adviser'. */
    role: text("role", { enum: APPROVER_ROLES }).notNull(),
    createdAt: createdAt(),
    /** Set when a Return or a publication uses the approval up. */
    clearedAt: ts("cleared_at"),
  },
  (t) => [
    check("piece_approvals_one_piece_check", sql.raw(`num_nonnulls(article_id, creative_piece_id) = 1`)),
    check("piece_approvals_role_check", inList("role", APPROVER_ROLES)),
    index("piece_approvals_article_idx")
      .on(t.articleId)
      .where(sql`${t.articleId} is not null and ${t.clearedAt} is null`),
    index("piece_approvals_creative_idx")
      .on(t.creativePieceId)
      .where(sql`${t.creativePieceId} is not null and ${t.clearedAt} is null`),
  ],
);
