import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { people } from "./team.ts";

/**
 * A person's place on the masthead in one school year (issue 40, decision 0067): /staff/2024-25 is
 * built from these rows, never retyped. `schoolYear` is the calendar year the school year starts in.
 */
export const staffTerms = pgTable(
  "staff_terms",
  {
    id: id(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    schoolYear: integer("school_year").notNull(),
    /** 'Editor-in-Chief', 'Sports Editor', as the masthead of that year wrote it. */
    title: text("title").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("staff_terms_person_year_idx").on(t.personId, t.schoolYear),
    // A year's masthead, in its order.
    index("staff_terms_year_idx").on(t.schoolYear, t.position),
    check("staff_terms_year_check", sql`${t.schoolYear} between 1900 and 2200`),
  ],
);
