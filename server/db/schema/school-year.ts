import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";
import type { AssignmentRole } from "#shared/desk.ts";
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

/**
 * A school year's rollover (issue 40, decision 0067): who graduated, and all that the undo needs to put
 * back (`undo`), for 7 days. At most one rollover into a year stands (the unique index); an undone one
 * does not count.
 */
export const rollovers = pgTable(
  "rollovers",
  {
    id: id(),
    fromYear: integer("from_year").notNull(),
    toYear: integer("to_year").notNull(),
    actorId: uuid("actor_id"),
    /** The graduates' names, for the page and the log. */
    graduates: jsonb("graduates").$type<string[]>().notNull(),
    undo: jsonb("undo").$type<RolloverUndo>().notNull(),
    createdAt: createdAt(),
    undoableUntil: ts("undoable_until").notNull(),
    undoneAt: ts("undone_at"),
  },
  (t) => [
    uniqueIndex("rollovers_to_year_idx")
      .on(t.toYear)
      .where(sql`${t.undoneAt} is null`),
    index("rollovers_created_idx").on(t.createdAt.desc()),
  ],
);

/** What a rollover changed, as it was before. */
export type RolloverUndo = {
  /** Accounts it ended, with their deactivation before (null: active). */
  users: { id: string; deactivatedAt: string | null }[];
  /** Drafts it handed over: their owner before. */
  pieces: { kind: "article" | "creative"; id: string; createdBy: string | null }[];
  /** People it took off the masthead: their place before. */
  people: { id: string; onMasthead: boolean }[];
  /** The new year's staff terms it wrote. */
  terms: string[];
  /** The graduates' terms in the new year that it took away (set there before the rollover). */
  removedTerms: { personId: string; title: string; position: number }[];
  /** The graduates' places on open assignments it handed over (none in a rollover made before). */
  assignments?: { assignmentId: string; role: AssignmentRole; from: string; to: string; added: boolean }[];
};
