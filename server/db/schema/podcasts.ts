import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";
import { media } from "./media.ts";

/**
 * A podcast (issue 41, decision 0074): its name, address, cover and what Apple Podcasts and Spotify
 * read of it. Its episodes are articles that name it (articles.podcast_show_id).
 */
export const podcastShows = pgTable(
  "podcast_shows",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    /** The library image chosen (at least 1400 px, square); `coverKey` is the JPEG the feed names. */
    coverMediaId: uuid("cover_media_id").references(() => media.id, { onDelete: "set null" }),
    coverKey: text("cover_key").notNull(),
    /** Apple's category, and one of its subcategories or null. */
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    language: text("language").notNull().default("en"),
    explicit: boolean("explicit").notNull().default(false),
    /** `itunes:author`: who makes it, as listeners see it. */
    author: text("author").notNull(),
    /** `itunes:owner`: whom Apple writes to about the show; not shown to listeners. */
    ownerName: text("owner_name").notNull(),
    ownerEmail: text("owner_email").notNull(),
    /** `podcast:locked`: other platforms may not import the feed. */
    locked: boolean("locked").notNull().default(true),
    /** `podcast:guid`: made once, from the feed's address, and kept when the site moves. */
    guid: uuid("guid").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("podcast_shows_slug_idx").on(t.slug), index("podcast_shows_name_idx").on(t.name)],
);
