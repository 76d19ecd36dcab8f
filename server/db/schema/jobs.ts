import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, ts } from "./columns.ts";

/**
 * Background work that must happen once, at its time, whichever process is up (decision 0037): a
 * scheduled publication, later the newsletter's sends. Any process claims a due job with
 * `FOR UPDATE SKIP LOCKED` and a lease, on PGlite and on PostgreSQL alike, renewed while the job runs;
 * a job whose process died mid-run is claimed again once its lease runs out, seconds later. A job that fails is retried with backoff, and its
 * last error is kept for the portal.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    /** The handler that runs it ('publish', …). */
    name: text("name").notNull(),
    /** At most one unfinished job a key ('publish:article:<id>'): scheduling again moves it. */
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** While a process holds the job: the end of its lease, which it renews as long as it runs. */
    lockedUntil: ts("locked_until"),
    /** Which claim holds the job: a random id made by each claim, null when no claim holds it. */
    claim: uuid("claim"),
    finishedAt: ts("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_key_open_idx")
      .on(t.key)
      .where(sql`${t.finishedAt} is null`),
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.finishedAt} is null`),
  ],
);
