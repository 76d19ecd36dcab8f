import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { EDITION_STATUSES, type EditionStatus } from "#shared/print.ts";
import { users } from "./accounts.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles } from "./content.ts";
import { media, mediaFiles } from "./media.ts";

/**
 * A print edition (issue 43, decision 0079): its volume and number (one edition each), date, title, PDF
 * (a `media_files` row of kind pdf) and cover (a library image: the PDF's first page, or one the editor
 * chose). Its lifecycle is a piece's: a draft, scheduled for `scheduled_for`, or published.
 */
export const printEditions = pgTable(
  "print_editions",
  {
    id: id(),
    volume: integer("volume").notNull(),
    number: integer("number").notNull(),
    /** The day it came out, 'YYYY-MM-DD': its school year on /print. */
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    title: text("title").notNull(),
    pdfFileId: uuid("pdf_file_id")
      .notNull()
      .references(() => mediaFiles.id, { onDelete: "restrict" }),
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    status: text("status").$type<EditionStatus>().notNull().default("draft"),
    scheduledFor: ts("scheduled_for"),
    publishedAt: ts("published_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("print_editions_status_check", inList("status", EDITION_STATUSES)),
    uniqueIndex("print_editions_volume_number_idx").on(t.volume, t.number),
    index("print_editions_issued_idx").on(t.issuedOn),
  ],
);

/** An edition's table of contents: each web piece in it with the page it starts on. */
export const printEditionPieces = pgTable(
  "print_edition_pieces",
  {
    editionId: uuid("edition_id")
      .notNull()
      .references(() => printEditions.id, { onDelete: "cascade" }),
    articleId: uuid("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.editionId, t.articleId] }),
    index("print_edition_pieces_article_idx").on(t.articleId),
    check("print_edition_pieces_page_check", sql`${t.page} >= 1`),
  ],
);

/** Each saved state of an edition's metadata (and its table of contents), newest last: its history. */
export const printEditionRevisions = pgTable(
  "print_edition_revisions",
  {
    id: id(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => printEditions.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    editedBy: uuid("edited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("print_edition_revisions_edition_idx").on(t.editionId, t.createdAt)],
);

/** The text of each page of a PDF, as pdftotext reads it once (a queued job): site search finds it. */
export const printPages = pgTable(
  "print_pages",
  {
    pdfFileId: uuid("pdf_file_id")
      .notNull()
      .references(() => mediaFiles.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pdfFileId, t.page] }),
    index("print_pages_text_idx").using("gin", sql`to_tsvector('english', ${t.text})`),
  ],
);
