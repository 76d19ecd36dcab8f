import { check, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * Readership without tracking (issue 27, decision 0048): how many times each published piece was
 * viewed on each day of the publication's zone. One row per (piece, day), added to by an atomic
 * upsert; nothing about the reader is kept. A piece's rows go with it (migration 0014's triggers).
 */
export const pieceViews = pgTable(
  "piece_views",
  {
    pieceId: uuid("piece_id").notNull(),
    /** 'article' (an opinion piece too) or 'creative': which table the piece is in. */
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pieceId, t.day] }),
    index("piece_views_day_idx").on(t.day),
    check("piece_views_kind_check", sql`${t.kind} in ('article', 'creative')`),
  ],
);
