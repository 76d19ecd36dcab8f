import { and, eq, inArray, isNull, notInArray, or, sql } from "drizzle-orm";
import { graduationYear } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import {
  articles,
  assignmentPeople,
  assignments,
  creativePieces,
  people,
  rollovers,
  staffTerms,
  users,
} from "../../db/schema.ts";
import { displayName } from "../accounts/users.ts";
import { mastheadYearAsOf } from "./mastheads.ts";
import type { OpenAssignment } from "./rollover-assignments.ts";

/** An open draft of a graduate's: one still being written or in review. */
export type OpenDraft = { kind: "article" | "creative"; id: string; title: string; status: string };

export type Graduate = {
  personId: string;
  name: string;
  classYear: string;
  userId: string | null;
  /** Their titles on the year's masthead. */
  roles: string[];
  drafts: OpenDraft[];
  assignments: OpenAssignment[];
};

/** Who the rollover from `fromYear` into `toYear` concerns. */
export type RolloverPlan = {
  fromYear: number;
  toYear: number;
  graduates: Graduate[];
  /** Who may take over a draft: active staff who stay. */
  staff: { id: string; name: string }[];
};

const OPEN_DRAFT = ["draft", "review"] as const;
const CLOSED_ASSIGNMENT = ["published", "spiked"] as const;

/** The years a rollover moves between: from the masthead in force in `current` to the next year. */
export async function rolloverYears(db: Db, current: number): Promise<{ fromYear: number; toYear: number }> {
  const [done] = await db
    .select({ toYear: sql<number>`max(${rollovers.toYear})` })
    .from(rollovers)
    .where(isNull(rollovers.undoneAt));
  const fromYear = Math.max((await mastheadYearAsOf(db, current)) ?? current, done?.toYear ?? 0);
  return { fromYear, toYear: fromYear + 1 };
}

/**
 * The rollover's plan (issue 40): everyone on the staff or the year's masthead whose class year is the
 * new year's or earlier graduates; with their roles, open drafts and open assignments. Read again in the
 * rollover's own transaction, so what is done is what is true then.
 */
export async function planRollover(db: Db, fromYear: number, toYear: number): Promise<RolloverPlan> {
  const candidates = await db
    .select({
      personId: people.id,
      name: people.name,
      classYear: people.classYear,
      userId: users.id,
      userName: users.name,
      username: users.username,
      email: users.email,
    })
    .from(people)
    .leftJoin(users, and(eq(users.id, people.userId), isNull(users.deactivatedAt)))
    .where(
      and(
        sql`${people.classYear} <> ''`,
        or(
          sql`${users.id} is not null and ${users.role} <> 'reader'`,
          sql`exists (select 1 from staff_terms st where st.person_id = ${people.id} and st.school_year = ${fromYear})`,
        ),
      ),
    )
    .orderBy(sql`lower(${people.name})`)
    .limit(1000);
  const chosen = candidates.filter((c) => (graduationYear(c.classYear) ?? Infinity) <= toYear);
  const personIds = chosen.map((c) => c.personId);
  const userIds = chosen.flatMap((c) => (c.userId ? [c.userId] : []));
  const [terms, drafts, open, staff] = await Promise.all([
    personIds.length
      ? db
          .select({ personId: staffTerms.personId, title: staffTerms.title })
          .from(staffTerms)
          .where(and(eq(staffTerms.schoolYear, fromYear), inArray(staffTerms.personId, personIds)))
      : [],
    openDrafts(db, userIds),
    userIds.length
      ? db
          .select({
            userId: assignmentPeople.userId,
            id: assignments.id,
            headline: assignments.headline,
            role: assignmentPeople.role,
            articleId: assignments.articleId,
            creativePieceId: assignments.creativePieceId,
          })
          .from(assignmentPeople)
          .innerJoin(assignments, eq(assignments.id, assignmentPeople.assignmentId))
          .where(
            and(
              inArray(assignmentPeople.userId, userIds),
              notInArray(assignments.status, [...CLOSED_ASSIGNMENT]),
            ),
          )
          .limit(1000)
      : [],
    db
      .select({ id: users.id, name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(
        and(
          isNull(users.deactivatedAt),
          inArray(users.role, ["contributor", "editor", "admin"]),
          userIds.length ? notInArray(users.id, userIds) : undefined,
        ),
      )
      .orderBy(sql`lower(coalesce(${users.name}, ${users.email}))`)
      .limit(500),
  ]);
  return {
    fromYear,
    toYear,
    graduates: chosen.map((c) => ({
      personId: c.personId,
      name: c.name,
      classYear: c.classYear,
      userId: c.userId,
      roles: terms.filter((t) => t.personId === c.personId).map((t) => t.title),
      drafts: drafts.filter((d) => d.createdBy === c.userId).map(({ createdBy: _, ...d }) => d),
      assignments: openAssignments(
        open.filter((a) => a.userId === c.userId),
        drafts.filter((d) => d.createdBy === c.userId),
      ),
    })),
    staff: staff.map((u) => ({ id: u.id, name: displayName(u) })),
  };
}

/** One graduate's places on open assignments, one line per assignment with its roles, and the draft
 * it goes with when that draft is theirs. */
function openAssignments(
  rows: {
    id: string;
    headline: string;
    role: OpenAssignment["roles"][number];
    articleId: string | null;
    creativePieceId: string | null;
  }[],
  drafts: readonly OpenDraft[],
): OpenAssignment[] {
  const byId = new Map<string, OpenAssignment>();
  for (const r of rows) {
    const line = byId.get(r.id);
    if (line) {
      line.roles.push(r.role);
      continue;
    }
    const draft = drafts.find((d) => d.id === (d.kind === "article" ? r.articleId : r.creativePieceId));
    byId.set(r.id, {
      id: r.id,
      headline: r.headline,
      roles: [r.role],
      draft: draft ? { kind: draft.kind, id: draft.id } : null,
    });
  }
  return [...byId.values()].sort((a, b) => a.headline.localeCompare(b.headline));
}

async function openDrafts(db: Db, userIds: string[]): Promise<(OpenDraft & { createdBy: string | null })[]> {
  if (!userIds.length) return [];
  const of = (table: typeof articles | typeof creativePieces) =>
    db
      .select({ id: table.id, title: table.title, status: table.status, createdBy: table.createdBy })
      .from(table)
      .where(and(inArray(table.createdBy, userIds), inArray(table.status, [...OPEN_DRAFT])))
      .limit(1000);
  const [a, c] = await Promise.all([of(articles), of(creativePieces)]);
  return [
    ...a.map((r) => ({ ...r, kind: "article" as const })),
    ...c.map((r) => ({ ...r, kind: "creative" as const })),
  ];
}
