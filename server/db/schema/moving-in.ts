import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
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
  },
  (t) => [
    index("old_paths_article_idx").on(t.articleId),
    check("old_paths_one_target", sql`num_nonnulls(${t.articleId}, ${t.staticPageId}) = 1`),
  ],
);
