import { sql } from "drizzle-orm";
import {
  bigint,
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
import { users } from "./accounts.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles, creativePieces } from "./content.ts";
import { people } from "./team.ts";

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
    /** The SHA-256 (hex) of the bytes as uploaded, before any processing: the Word import finds an image
     * the library already holds by it (decision 0035). Null for images uploaded before it. */
    contentHash: text("content_hash"),
    /** Who took it (decision 0071): a person of People, whose author page lists it, or a free-text
     * credit ('Courtesy of the district'); at most one of the two. */
    creditPersonId: uuid("credit_person_id").references(() => people.id, { onDelete: "set null" }),
    creditText: text("credit_text"),
    createdAt: createdAt(),
  },
  (t) => [
    check("media_one_credit_check", sql`num_nonnulls(${t.creditPersonId}, ${t.creditText}) <= 1`),
    // An author page's photographs: the person's credited images, newest first.
    index("media_credit_person_idx")
      .on(t.creditPersonId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.creditPersonId} is not null`),
    uniqueIndex("media_storage_key_idx").on(t.storageKey),
    // Finds the image of any rendition's key (`variants @> '[{"key": ...}]'`) for server/modules/media/uses.ts.
    // Without a pending list: PGlite has no autovacuum to flush one, and every search would read it all
    // (20,000 images: 180 ms a look-up with it, under 3 ms without).
    index("media_variants_idx").using("gin", t.variants.op("jsonb_path_ops")).with({ fastupdate: false }),
    index("media_created_idx").on(t.createdAt),
    index("media_content_hash_idx").on(t.contentHash),
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

/** What a media file is (issue 41): a video, an audio file, or a video's WebVTT captions; or a print
 * edition's PDF (issue 43, decision 0079). */
export const MEDIA_FILE_KINDS = ["video", "audio", "captions", "pdf"] as const;
export type MediaFileKind = (typeof MEDIA_FILE_KINDS)[number];

/**
 * An uploaded video, audio file or captions file (issue 41), kept in the same store as images and
 * served with range requests. A video may have a poster (an image of the library) and captions (a
 * `captions` row); duration and size come from the file itself.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: id(),
    kind: text("kind").$type<MediaFileKind>().notNull(),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name"),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** Whole seconds, rounded up; null for captions, or when the container does not say. */
    durationSeconds: integer("duration_seconds"),
    width: integer("width"),
    height: integer("height"),
    /** A PDF's pages, as pdfinfo counts them; null for other kinds, or without poppler-utils. */
    pageCount: integer("page_count"),
    posterMediaId: uuid("poster_media_id").references(() => media.id, { onDelete: "set null" }),
    captionsFileId: uuid("captions_file_id").references((): AnyPgColumn => mediaFiles.id, {
      onDelete: "set null",
    }),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("media_files_kind_check", inList("kind", MEDIA_FILE_KINDS)),
    uniqueIndex("media_files_storage_key_idx").on(t.storageKey),
    index("media_files_created_idx").on(t.kind, t.createdAt.desc()),
  ],
);

/**
 * A video, audio or captions file on its way in (issue 41), sent in parts of MEDIA_FILE_PART_BYTES, each
 * its own request, so that a dropped connection costs one part: `received` says how many bytes the
 * server has, from which the browser goes on. `kind`, `mimeType` and `extension` come from the name at
 * the start and are checked against the first part's bytes. Removed once the file is stored or refused.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: id(),
    kind: text("kind").$type<MediaFileKind>().notNull(),
    fileName: text("file_name").notNull(),
    extension: text("extension").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    received: bigint("received", { mode: "number" }).notNull().default(0),
    /** For captions: the video they are for, which gets them as its captions_file_id when stored. */
    videoId: uuid("video_id").references(() => mediaFiles.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("media_uploads_kind_check", inList("kind", MEDIA_FILE_KINDS)),
    index("media_uploads_updated_idx").on(t.updatedAt),
  ],
);

/** Which article or creative piece plays which video or audio file (its content, or a podcast episode's
 * audio), rewritten with media_uses by every write of that article or piece (server/modules/media/uses.ts).
 * As for images, a file cannot be deleted while it has one (no cascade on media_file_id). A video's
 * captions are its own and never counted here. */
export const mediaFileUses = pgTable(
  "media_file_uses",
  {
    id: id(),
    mediaFileId: uuid("media_file_id")
      .notNull()
      .references(() => mediaFiles.id),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    creativePieceId: uuid("creative_piece_id").references(() => creativePieces.id, { onDelete: "cascade" }),
  },
  (t) => [
    check("media_file_uses_one_user_check", sql`num_nonnulls(${t.articleId}, ${t.creativePieceId}) = 1`),
    uniqueIndex("media_file_uses_file_article_idx")
      .on(t.mediaFileId, t.articleId)
      .where(sql`${t.articleId} is not null`),
    uniqueIndex("media_file_uses_file_creative_idx")
      .on(t.mediaFileId, t.creativePieceId)
      .where(sql`${t.creativePieceId} is not null`),
    index("media_file_uses_file_idx").on(t.mediaFileId),
    index("media_file_uses_article_idx").on(t.articleId),
    index("media_file_uses_creative_idx").on(t.creativePieceId),
  ],
);
