import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";
import { lifecycle, lifecycleChecks } from "./content.ts";

/**
 * The static pages (About, Contact, the policies, Careers, Advertise: issue 27, decision 0047), which
 * the editors change in the one editor, with its autosave and revisions. A page is always published:
 * its edits wait as pending until Update, as a published article's do. Its address is fixed (`slug`);
 * `excerpt` is the standfirst under its title; `content` is its body, where `{site-name}`,
 * `{email:…}` and the structured parts' placeholders (server/modules/pages/render.ts) stand.
 */
export const staticPages = pgTable(
  "static_pages",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    /** An "On this page" list of its sections beside the text. */
    toc: boolean("toc").notNull().default(true),
    /** A policy's "Last updated" day (YYYY-MM-DD), when it shows one. */
    lastUpdated: text("last_updated"),
    publishedAt: ts("published_at").defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    createdAt: createdAt(),
    ...lifecycle(),
  },
  (t) => [uniqueIndex("static_pages_slug_idx").on(t.slug), ...lifecycleChecks("static_pages")],
);
