import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CATEGORIES, CREATIVE_TYPES, type CreativeType } from "#shared/categories.ts";
import { STATUSES, type Status } from "#shared/lifecycle.ts";
import { COMMENT_MODES, type CommentMode } from "#shared/comment-modes.ts";
import { LAYOUTS, type Layout } from "#shared/layouts.ts";
import type { SportTag } from "#shared/sport-tags.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { searchColumns, searchIndexes } from "./search.ts";
import { mediaFiles } from "./media.ts";
import { podcastShows } from "./podcasts.ts";

/** A piece's editorial fields as a revision or a pending copy holds them in JSON (every field the
 * editor edits, the status and noindex, and the byline's people), by the names of the kind's columns.
 * JSON written by an older version may differ: modules/content/fields.ts `fieldsOf` reads it back,
 * checking each value's type. */
export type PieceFields = {
  title?: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  category?: string;
  author?: string;
  imageUrl?: string | null;
  imageCaption?: string | null;
  imageAlt?: string;
  tags?: string[];
  featured?: boolean;
  type?: CreativeType;
  status?: Status;
  noindex?: boolean;
  authors?: { id: string; name: string }[];
  layout?: Layout;
  headlineOver?: boolean;
  /** A podcast episode's (issue 41, decision 0074): its show, number and audio file. */
  podcastShowId?: string | null;
  episodeNumber?: number | null;
  audioFileId?: string | null;
  /** Its teams and games on the sports desk (issue 42, decision 0078). */
  sports?: SportTag[];
};

/** How readers see a piece (issue 41, decision 0076): its layout, and for a long-form one whether the
 * headline sits over its header photo. */
export const layoutColumns = () => ({
  layout: text("layout", { enum: LAYOUTS }).$type<Layout>().notNull().default("standard"),
  headlineOver: boolean("headline_over").notNull().default(false),
});

/** What every kind of piece has of its life (issue 25, decision 0036). */
export const lifecycle = () => ({
  status: text("status", { enum: STATUSES }).$type<Status>().notNull().default("published"),
  /** Bumped by every save: a save names the version it started from, and one from an older version is
   * refused rather than written over a newer one. */
  version: integer("version").notNull().default(1),
  /** When a scheduled piece goes out; set exactly while the status is 'scheduled'. */
  scheduledFor: ts("scheduled_for"),
  /** Its first publication: publishing it again after an unpublish keeps this date. */
  firstPublishedAt: ts("first_published_at"),
  /** Kept out of search engines (a takedown short of deletion). */
  noindex: boolean("noindex").notNull().default(false),
  /** The autosaved edits of a published or scheduled piece, which readers do not see until Update. */
  pending: jsonb("pending").$type<PieceFields>(),
  pendingVersion: integer("pending_version"),
  /** Who wrote the current version, for the editor that finds a newer one than its own (an autosave
   * writes no revision every time). */
  savedBy: text("saved_by"),
  /** The account that created the piece (issue 26): a contributor edits their own drafts only. No
   * foreign key: pieces outlive accounts. */
  createdBy: uuid("created_by"),
  /** An editor's note when they returned the piece from review ('Needs changes: …'). */
  reviewNote: text("review_note"),
});

/** Published exactly when a publication time is set; scheduled exactly when a schedule is. */
export const lifecycleChecks = (table: string) => [
  check(`${table}_status_check`, inList("status", STATUSES)),
  check(`${table}_published_check`, sql.raw(`(status = 'published') = (published_at is not null)`)),
  check(`${table}_scheduled_check`, sql.raw(`(status = 'scheduled') = (scheduled_for is not null)`)),
];

/** Articles, opinion pieces among them (category Opinion). */
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
    /** The featured image described for readers who cannot see it (issue 36); empty: not described. */
    imageAlt: text("image_alt").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    /** Its body is mainly a gallery (decision 0072): listed with a camera mark. Kept by the one door
     * (server/modules/content/door.ts) from the content it writes. */
    photoEssay: boolean("photo_essay").notNull().default(false),
    /** The create form's tags box; shown under the article's body. */
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: ts("published_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    createdAt: createdAt(),
    ...lifecycle(),
    ...layoutColumns(),
    /** How it takes comments (issue 27): null follows the site's setting. */
    commentMode: text("comment_mode", { enum: COMMENT_MODES }).$type<CommentMode>(),
    /** A podcast episode (issue 41, decision 0074): its show, its number in it and its audio file (a
     * media_files row of kind audio). All null for any other article. */
    podcastShowId: uuid("podcast_show_id").references((): AnyPgColumn => podcastShows.id, {
      onDelete: "restrict",
    }),
    episodeNumber: integer("episode_number"),
    audioFileId: uuid("audio_file_id").references((): AnyPgColumn => mediaFiles.id, { onDelete: "restrict" }),
    ...searchColumns(),
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    // A show's episodes, newest first (its page and its feed).
    index("articles_podcast_show_idx")
      .on(t.podcastShowId, t.publishedAt.desc())
      .where(sql`${t.podcastShowId} is not null`),
    ...searchIndexes("articles", t),
    check(
      "articles_comment_mode_check",
      sql.raw(`comment_mode is null or comment_mode in (${COMMENT_MODES.map((m) => `'${m}'`).join(", ")})`),
    ),
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
    check("articles_layout_check", inList("layout", LAYOUTS)),
    ...lifecycleChecks("articles"),
    // Manage Articles filtered by a status other than published (drafts, in review, …): the few
    // unpublished rows in the list's order, not a walk through every published one.
    index("articles_unpublished_idx")
      .on(
        t.status,
        t.publishedAt.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} <> 'published'`),
    // A contributor's My stories, newest first.
    index("articles_created_by_idx")
      .on(t.createdBy, t.createdAt.desc())
      .where(sql`${t.createdBy} is not null`),
    index("articles_scheduled_idx")
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
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
    /** The image described for readers who cannot see it (issue 36); empty: not described. */
    imageAlt: text("image_alt").notNull().default(""),
    publishedAt: ts("published_at").defaultNow(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    ...lifecycle(),
    ...layoutColumns(),
    ...searchColumns(),
  },
  (t) => [
    check("creative_pieces_layout_check", inList("layout", LAYOUTS)),
    index("creative_pieces_published_idx").on(t.publishedAt.desc()),
    ...searchIndexes("creative_pieces", t),
    index("creative_pieces_type_published_idx").on(t.type, t.publishedAt.desc()),
    index("creative_pieces_title_trgm_idx")
      .using("gin", sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("creative_pieces_author_trgm_idx")
      .using("gin", sql`${t.author} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("creative_pieces_type_check", inList("type", CREATIVE_TYPES)),
    ...lifecycleChecks("creative_pieces"),
    index("creative_pieces_unpublished_idx")
      .on(t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} <> 'published'`),
    index("creative_pieces_created_by_idx")
      .on(t.createdBy, t.createdAt.desc())
      .where(sql`${t.createdBy} is not null`),
    index("creative_pieces_scheduled_idx")
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
  ],
);
