import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { STAFF_ROLES } from "#shared/roles.ts";
import { users } from "./accounts.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles, creativePieces } from "./content.ts";

/**
 * A person who can stand in a byline (issue 26): staff with an account, or alumni and guest writers
 * without one. Their author page is /author/:slug.
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** 'Sports Editor'. */
    title: text("title").notNull().default(""),
    bio: text("bio").notNull().default(""),
    photoUrl: text("photo_url"),
    /** 'Class of 2027', '2027': as the publication writes it. */
    classYear: text("class_year").notNull().default(""),
    email: text("email").notNull().default(""),
    showEmail: boolean("show_email").notNull().default(false),
    /** On the editorial team of /contact and the splash, in `mastheadOrder`. */
    onMasthead: boolean("on_masthead").notNull().default(false),
    mastheadOrder: integer("masthead_order").notNull().default(0),
    /** Their staff account, if they have one; the person stays when the account is deactivated. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("people_slug_idx").on(t.slug),
    uniqueIndex("people_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index("people_name_lower_idx").on(sql`lower(${t.name})`),
    index("people_masthead_idx")
      .on(t.mastheadOrder)
      .where(sql`${t.onMasthead}`),
  ],
);

/** A piece's bylines, in order (co-bylines): one row per person, for an article or a creative piece. */
export const pieceAuthors = pgTable(
  "piece_authors",
  {
    id: id(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "restrict" }),
    position: integer("position").notNull().default(0),
    /** The piece's own published_at, kept in step by triggers (migration 0013): an author page reads a
     * page of a person's published pieces from this table's index alone (decision 0042). */
    publishedAt: ts("published_at"),
  },
  (t) => [
    check("piece_authors_one_piece_check", sql.raw(`num_nonnulls(article_id, creative_piece_id) = 1`)),
    uniqueIndex("piece_authors_article_idx")
      .on(t.articleId, t.personId)
      .where(sql`${t.articleId} is not null`),
    uniqueIndex("piece_authors_creative_idx")
      .on(t.creativePieceId, t.personId)
      .where(sql`${t.creativePieceId} is not null`),
    // A person's bylines (whether they may be deleted, how many).
    index("piece_authors_person_idx").on(t.personId),
    // An author page: the person's published pieces, newest first.
    index("piece_authors_person_published_idx")
      .on(t.personId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** An invitation to the staff (issue 26): only the link token's hash is kept; it works once, for 7 days. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by"),
    expiresAt: ts("expires_at").notNull(),
    sentAt: ts("sent_at").notNull().defaultNow(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: uuid("accepted_by"),
    revokedAt: ts("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_idx").on(t.tokenHash),
    index("staff_invitations_email_idx").on(sql`lower(${t.email})`),
    check("staff_invitations_role_check", inList("role", STAFF_ROLES)),
  ],
);

/** Two-factor recovery codes: each works once; only hashes are kept. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("recovery_codes_user_idx").on(t.userId),
    uniqueIndex("recovery_codes_hash_idx").on(t.codeHash),
  ],
);

/**
 * Every staff action of consequence (issue 26): who, what, when, from which address. Never a secret:
 * `details` holds names and values an admin may read, written by server/modules/audit.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    at: createdAt(),
    /** The account, without a foreign key (the log outlives accounts), and its name as it was. */
    actorId: uuid("actor_id"),
    actorName: text("actor_name").notNull(),
    /** 'sign-in', 'sign-in-failed', 'publish', 'role-change', … (server/modules/audit/actions.ts). */
    action: text("action").notNull(),
    /** What it was done to: 'article', 'user', 'invitation', 'setting', … and its id or key. */
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    /** A line an admin reads: the piece's title, the person's name, the setting. */
    summary: text("summary").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ip: text("ip"),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_events_action_idx").on(t.action, t.at.desc()),
    index("audit_events_actor_idx").on(t.actorId, t.at.desc()),
  ],
);
