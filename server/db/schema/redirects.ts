import { sql } from "drizzle-orm";
import { bigint, boolean, check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";

/**
 * The editors' redirects (issue 40, decision 0069): an address no route of ours serves, or every address
 * under a prefix, answered with a 301 or 302 to a path of ours or an absolute URL. `from_path` is kept
 * without a trailing slash ('/old-blog' for the prefix '/old-blog/*'); `to` ends with '/*' when a prefix
 * keeps the rest of the address. Hits are counted in memory and added here in batches.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    fromPath: text("from_path").notNull(),
    prefix: boolean("prefix").notNull().default(false),
    to: text("to").notNull(),
    status: integer("status").notNull().default(301),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: ts("last_hit_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("redirects_status", sql`${t.status} in (301, 302)`),
    check("redirects_from_path", sql`left(${t.fromPath}, 1) = '/'`),
    uniqueIndex("redirects_from_idx").on(t.fromPath, t.prefix),
  ],
);
