import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, inList, ts } from "./columns.ts";
import { articles } from "./content.ts";
import { staticPages } from "./pages.ts";

/**
 * What an import from another publishing system made (issue 28, decision 0052): one row per thing of
 * the source (a post, an author, a comment, an image, a page) and what it became here, so that running
 * the same export again adds nothing. `source` names the site ('wordpress https://old.example.org').
 */
export const importedItems = pgTable(
  "imported_items",
  {
    source: text("source").notNull(),
    /** 'article', 'person', 'comment', 'media' or 'page'. */
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    /** The row it became (no foreign key: it may be deleted here, and is then not imported again). */
    targetId: uuid("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.source, t.kind, t.sourceId] })],
);

/** The old addresses of imported articles ('/2026/10/14/slug/', '/?p=101'), each answered with a 301
 * to the article's current address while it is published, and of imported pages ('/about-us/',
 * '/?page_id=7'), answered with one to our page of that address. */
export const oldPaths = pgTable(
  "old_paths",
  {
    path: text("path").primaryKey(),
    articleId: uuid("article_id").references(() => articles.id, { onDelete: "cascade" }),
    staticPageId: uuid("static_page_id").references(() => staticPages.id, { onDelete: "cascade" }),
    /** Requests answered from it, counted in batches as the editors' redirects' are (decision 0069). */
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: ts("last_hit_at"),
  },
  (t) => [
    index("old_paths_article_idx").on(t.articleId),
    // Settings → Redirects lists them most used first, a page at a time.
    index("old_paths_hits_idx").on(t.hits.desc(), t.path),
    check("old_paths_one_target", sql`num_nonnulls(${t.articleId}, ${t.staticPageId}) = 1`),
  ],
);

/** Where an import from the portal stands (decision 0070): 'uploading' its parts; 'checking' (the dry
 * run, a queued job); 'checked' (the dry run's report shown, waiting for the admin); 'importing' (a
 * queued job); 'done', 'failed', 'refused' (not an export we read) or 'discarded' (the file removed). */
export const SITE_IMPORT_STATES = [
  "uploading",
  "checking",
  "checked",
  "importing",
  "done",
  "failed",
  "refused",
  "discarded",
] as const;
export type SiteImportState = (typeof SITE_IMPORT_STATES)[number];

/**
 * The imports made from Settings → Import (issue 40, decision 0070): the uploaded export, kept in parts
 * in the import store (server/providers/import-store.ts) until the import ends, and what came of it.
 * The reports are kept after the file is gone. `handled` counts the posts and pages the running job has
 * read, so that a run that stopped (a restart, a kill) goes on from there; `total` is the dry run's.
 */
export const siteImports = pgTable(
  "site_imports",
  {
    id: id(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    confirmedBy: uuid("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    /** The address of the request that confirmed it, for the audit log. */
    confirmedFrom: text("confirmed_from"),
    fileName: text("file_name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    received: bigint("received", { mode: "number" }).notNull().default(0),
    /** 'wxr' or 'ghost', read from the first part. */
    kind: text("kind"),
    state: text("state").$type<SiteImportState>().notNull().default("uploading"),
    handled: integer("handled").notNull().default(0),
    total: integer("total"),
    dryRun: jsonb("dry_run").$type<Record<string, unknown>>(),
    report: jsonb("report").$type<Record<string, unknown>>(),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
  },
  (t) => [
    check("site_imports_state", inList("state", SITE_IMPORT_STATES)),
    index("site_imports_created_idx").on(t.createdAt),
    // One import writes at a time: the database refuses a second.
    uniqueIndex("site_imports_one_running_idx")
      .on(t.state)
      .where(sql`state = 'importing'`),
  ],
);
