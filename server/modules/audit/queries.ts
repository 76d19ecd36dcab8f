import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import { STAFF_ROLES } from "#shared/roles.ts";
import { parseLocalDateTime } from "#shared/local-time.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import { AUDIT_ACTIONS, type AuditAction } from "./actions.ts";

/** Entries a page of the log shows; the next page continues after the last (keyset, never OFFSET). */
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const day = (label: string) =>
  z.preprocess(blank, z.string().regex(DAY, `Enter the ${label} date as a day, like 2026-11-29`).optional());

/** The log's filters, as the GET form sends them ('' for any). `after` is the cursor of the next page. */
const auditFilters = z.object({
  action: z.preprocess(
    blank,
    z
      .string()
      .refine((a) => Object.hasOwn(AUDIT_ACTIONS, a), "Choose an action from the list")
      .optional(),
  ),
  actor: z.preprocess(blank, z.string().uuid("Choose a person from the list").optional()),
  from: day("first"),
  to: day("last"),
  after: z.preprocess(
    blank,
    z.string().uuid("That page of the log does not exist. Start from the first page.").optional(),
  ),
});
export type AuditFilters = {
  action?: AuditAction;
  actor?: string;
  from?: string;
  to?: string;
};

export type AuditRow = {
  id: string;
  at: Date;
  actorId: string | null;
  actorName: string;
  action: string;
  label: string;
  /** The actor is a name as someone typed it (a failed sign-in), not an account or the server. */
  typed: boolean;
  subjectType: string | null;
  summary: string;
  ip: string | null;
};

export type AuditPage = {
  filters: AuditFilters;
  entries: AuditRow[];
  /** The cursor of the next (older) page, or null on the last. */
  next: string | null;
};

/** Midnight that starts `date` in the publication's zone, or Invalid when it is not a real day. */
function dayStart(date: string, timeZone: string, label: string): Date {
  const instant = parseLocalDateTime(`${date}T00:00`, timeZone);
  if (!instant)
    throw new Invalid(`The ${label} date is not a real day.`, { [label === "first" ? "from" : "to"]: "" });
  return instant;
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The conditions of the filters: each narrows one indexed column (action or actor, then the time). */
function conditions(filters: AuditFilters, after: string | undefined, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditEvents.action, filters.action));
  if (filters.actor) where.push(eq(auditEvents.actorId, filters.actor));
  const from = filters.from ? dayStart(filters.from, timeZone, "first") : null;
  const to = filters.to ? dayStart(nextDay(filters.to), timeZone, "last") : null;
  if (from && to && from >= to) throw new Invalid("The first date is after the last one.", { from: "" });
  if (from) where.push(gte(auditEvents.at, from));
  if (to) where.push(lt(auditEvents.at, to));
  // After the entry the last page ended on, by its exact time (microseconds, which a Date would lose).
  if (after)
    where.push(
      sql`(${auditEvents.at}, ${auditEvents.id}) < (select a.created_at, a.id from audit_events a where a.id = ${after})`,
    );
  return where;
}

/**
 * One page of the audit log, newest first, for an admin (capability `audit`): filtered by action,
 * person and a range of days in the publication's zone, and continued by a cursor. Each filter is
 * answered from an index (audit_events_action_idx, _actor_idx, _at_idx), and a page is at most
 * AUDIT_PAGE_SIZE rows, so a million entries cost no more than a hundred.
 */
export async function readAuditLog(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
  timeZone: string,
): Promise<AuditPage> {
  assertCan(actor, "audit");
  const { after, ...filters } = validate(auditFilters, input) as AuditFilters & { after?: string };
  const rows = await db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorId: auditEvents.actorId,
      actorName: auditEvents.actorName,
      action: auditEvents.action,
      subjectType: auditEvents.subjectType,
      summary: auditEvents.summary,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .where(and(...conditions(filters, after, timeZone)))
    // As the indexes keep them (drizzle writes DESC NULLS LAST), so that no sort is needed.
    .orderBy(sql`${auditEvents.at} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    ...row,
    label: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    typed: row.action === "sign-in-failed",
  }));
  const last = entries.at(-1);
  return {
    filters,
    entries,
    next: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null,
  };
}

/** The people the log's 'Who' filter offers: every staff account, by name. */
export async function auditActors(db: Db, actor: SessionUser | null | undefined) {
  assertCan(actor, "audit");
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.name), asc(users.username))
    .limit(500);
  return rows.map((u) => ({ id: u.id, name: u.name || u.username || u.email }));
}
