import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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
import {
  EDITION_STATUSES,
  PRINT_IMPORT_STATES,
  type EditionStatus,
  type PrintImportReport,
  type PrintImportState,
} from "#shared/print.ts";
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
    /** Why it was kept: 'Added', 'Saved', 'Restored version 2 (…)'; none before restores were kept. */
    reason: text("reason"),
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

/**
 * An import of past editions from the portal (decision 0079): the PDFs an editor chose, with the pattern
 * that reads their names. 'uploading' while the files come in parts; 'importing' (a queued job runs the
 * command's import on them); then 'done' with its report, or 'failed'. The report starts with what was
 * refused or not matched before a byte was sent, and keeps what the job did.
 */
export const printImports = pgTable(
  "print_imports",
  {
    id: id(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    pattern: text("pattern").notNull(),
    publish: boolean("publish").notNull().default(false),
    state: text("state").$type<PrintImportState>().notNull().default("uploading"),
    report: jsonb("report").$type<PrintImportReport>().notNull(),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    check("print_imports_state_check", inList("state", PRINT_IMPORT_STATES)),
    index("print_imports_created_idx").on(t.createdAt),
  ],
);

/** Each file of a portal import that is sent: its name as chosen (the pattern reads it), its size, and
 * how much of it the server has (its parts wait in the media files' parts store under its id). */
export const printImportFiles = pgTable(
  "print_import_files",
  {
    id: id(),
    importId: uuid("import_id")
      .notNull()
      .references(() => printImports.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    received: bigint("received", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("print_import_files_name_idx").on(t.importId, t.name)],
);
