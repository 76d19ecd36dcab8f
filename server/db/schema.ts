import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CATEGORIES, CREATIVE_TYPES } from "#shared/categories.ts";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name"),
    username: text("username"),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: ts("email_verified_at"),
    role: text("role", { enum: ["reader", "contributor", "editor", "admin"] })
      .notNull()
      .default("reader"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    check("users_role_check", inList("role", ["reader", "contributor", "editor", "admin"])),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie value: a copy of the table does not hand out sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Password accepted, second factor still owed. */
    pendingSecondFactor: boolean("pending_second_factor").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    idleExpiresAt: ts("idle_expires_at").notNull(),
    absoluteExpiresAt: ts("absolute_expires_at").notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("verification_tokens_hash_idx").on(t.tokenHash),
    index("verification_tokens_user_idx").on(t.userId, t.purpose),
    check("verification_tokens_purpose_check", inList("purpose", ["verify_email", "reset_password"])),
  ],
);

export const totpFactors = pgTable(
  "totp_factors",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendlyName: text("friendly_name").notNull().default("Authenticator app"),
    secret: text("secret").notNull(),
    verifiedAt: ts("verified_at"),
    /** The last accepted 30-second step: a code is never accepted twice. */
    lastUsedStep: integer("last_used_step"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("totp_factors_user_idx").on(t.userId)],
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export type MediaVariant = { key: string; width: number; height: number; bytes: number };

export const media = pgTable(
  "media",
  {
    id: id(),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name"),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    altText: text("alt_text"),
    /** The stored renditions, smallest first; storageKey is the largest. */
    variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
    /** The same widths as AVIF, smallest first; empty for images uploaded before decision 0020. */
    avifVariants: jsonb("avif_variants").$type<MediaVariant[]>().notNull().default([]),
    /** The 1200 × 630 JPEG sharing preview (og:image); null for images uploaded before decision 0020. */
    preview: jsonb("preview").$type<MediaVariant>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("media_storage_key_idx").on(t.storageKey),
    // Finds the image of any rendition's key (`variants @> '[{"key": ...}]'`) for server/modules/media/uses.ts.
    // Without a pending list: PGlite has no autovacuum to flush one, and every search would read it all
    // (20,000 images: 180 ms a look-up with it, under 3 ms without).
    index("media_variants_idx").using("gin", t.variants.op("jsonb_path_ops")).with({ fastupdate: false }),
    index("media_created_idx").on(t.createdAt),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    imageUrl: text("image_url"),
    imageCaption: text("image_caption"),
    featured: boolean("featured").notNull().default(false),
    /** The create form's tags box; shown under the article's body. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: ts("published_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    // The order of every list (newest first; ties by creation, then id), so that a page of 20 is read
    // from the index rather than sorted out of the whole table.
    // (DESC NULLS FIRST, as a plain `order by ... desc` means.)
    index("articles_newest_idx").on(
      t.publishedAt.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("articles_featured_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.featured}`),
    index("articles_category_newest_idx").on(
      t.category,
      t.publishedAt.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Without pending lists, as media_variants_idx (migration 0007): PGlite has no autovacuum to flush
    // one, and every search read up to 4 MB of it (decision 0022).
    index("articles_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("articles_excerpt_trgm_idx")
      .using("gin", sql`${t.excerpt} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("articles_author_trgm_idx")
      .using("gin", sql`${t.author} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("articles_category_check", inList("category", CATEGORIES)),
  ],
);

export const creativePieces = pgTable(
  "creative_pieces",
  {
    id: id(),
    title: text("title").notNull(),
    type: text("type", { enum: CREATIVE_TYPES }).notNull(),
    author: text("author").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    publishedAt: ts("published_at").notNull().defaultNow(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("creative_pieces_published_idx").on(t.publishedAt.desc()),
    index("creative_pieces_type_published_idx").on(t.type, t.publishedAt.desc()),
    index("creative_pieces_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("creative_pieces_author_trgm_idx")
      .using("gin", sql`${t.author} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("creative_pieces_type_check", inList("type", CREATIVE_TYPES)),
  ],
);

/** Which article or creative piece shows which uploaded image (its image field or its content),
 * rewritten by every write of that article or piece (server/modules/media/uses.ts). A use goes with its
 * article or piece; an image cannot be deleted while it has one (no cascade on media_id). */
export const mediaUses = pgTable(
  "media_uses",
  {
    id: id(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => media.id),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
  },
  (t) => [
    check("media_uses_one_user_check", sql`num_nonnulls(${t.articleId}, ${t.creativePieceId}) = 1`),
    uniqueIndex("media_uses_media_article_idx")
      .on(t.mediaId, t.articleId)
      .where(sql`${t.articleId} is not null`),
    uniqueIndex("media_uses_media_creative_idx")
      .on(t.mediaId, t.creativePieceId)
      .where(sql`${t.creativePieceId} is not null`),
    // Whether an image is used, and the check that refuses to delete a used one, look up by media_id alone.
    index("media_uses_media_idx").on(t.mediaId),
    index("media_uses_article_idx").on(t.articleId),
    index("media_uses_creative_idx").on(t.creativePieceId),
  ],
);

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

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_unsubscribe_token_idx").on(t.unsubscribeTokenHash),
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

export { articleCounts, creativeCounts, rowCounts } from "./schema-counts.ts";
