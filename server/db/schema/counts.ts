import { boolean, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** How many articles each category has, published and drafts apart: the page counts of the unfiltered
 * lists, read instead of a count(*) that grows with the archive (decision 0022). Kept by the triggers of
 * migration 0007 on every insert, delete, update and truncate of articles, never written by the app. */
export const articleCounts = pgTable(
  "article_counts",
  {
    category: text("category").notNull(),
    published: boolean("published").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.category, t.published] })],
);

/** How many creative pieces each type has, published and not apart, kept like article_counts
 * (migrations 0007 and 0009). */
export const creativeCounts = pgTable(
  "creative_counts",
  {
    type: text("type").notNull(),
    published: boolean("published").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.published] })],
);

/** How many rows some tables hold, by table name: comments, kept like article_counts (migration 0007),
 * for the portal's overview. */
export const rowCounts = pgTable("row_counts", {
  tableName: text("table_name").primaryKey(),
  n: integer("n").notNull(),
});
