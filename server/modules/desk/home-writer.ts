import { sql, type SQL } from "drizzle-orm";
import type { AssignmentRole, AssignmentStatus } from "#shared/desk.ts";
import type { Db } from "../../db/client.ts";
import {
  ARTICLE_KIND,
  bounded,
  HOME_ROWS,
  instant,
  rowsOf,
  type Bounded,
  type Day,
  type PieceKind,
} from "./home-rows.ts";

/** A piece of the writer's own on the home screen. */
export type OwnPiece = {
  kind: PieceKind;
  id: string;
  title: string;
  /** When it last changed, or for a published piece when it went out. */
  at: Date;
  /** The editor's note of a return. */
  reviewNote: string | null;
};

/** An assignment the writer is on, with their part in it. */
export type OwnAssignment = {
  id: string;
  headline: string;
  status: AssignmentStatus;
  roles: AssignmentRole[];
  draftDue: Date | null;
  publishTarget: Date | null;
  /** Its draft is due before now. */
  overdue: boolean;
};

export type WriterHome = {
  assignments: Bounded<OwnAssignment>;
  returned: Bounded<OwnPiece>;
  inReview: Bounded<OwnPiece>;
  drafts: Bounded<OwnPiece>;
  published: Bounded<OwnPiece & { views: number }>;
};

type RawPiece = {
  kind: PieceKind;
  id: string;
  title: string;
  at: Date | string;
  review_note: string | null;
  views?: number | string;
};

/** Both kinds' pieces created by `userId` that match `where`, newest `at` first (each kind read along
 * its `*_created_by_idx`: a writer's own pieces, not the archive). */
async function ownPieces(db: Db, userId: string, where: SQL, at: "updated_at" | "published_at") {
  const column = sql.raw(at);
  const result = await db.execute(sql`
    select * from (
      select ${sql.raw(ARTICLE_KIND)} as kind, id, title, ${column} as at, review_note
      from articles where created_by = ${userId} and ${where}
      union all
      select 'creative', id, title, ${column}, review_note
      from creative_pieces where created_by = ${userId} and ${where}
    ) own order by at desc, id desc limit ${HOME_ROWS + 1}`);
  return rowsOf<RawPiece>(result).map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    at: instant(r.at),
    reviewNote: r.review_note,
  }));
}

/** The writer's pieces published since the week began, with their views over the week (the
 * readership rows of each, along piece_views' primary key). */
async function publishedThisWeek(db: Db, userId: string, day: Day) {
  const pieces = await ownPieces(
    db,
    userId,
    sql`status = 'published' and published_at >= ${day.weekStart.toISOString()}::timestamptz`,
    "published_at",
  );
  if (!pieces.length) return bounded([]);
  const ids = pieces.map((p) => p.id);
  const views = rowsOf<{ piece_id: string; views: number | string }>(
    await db.execute(sql`
      select piece_id, sum(views)::int as views from piece_views
      where piece_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and day >= ${day.weekFrom} and day <= ${day.today}
      group by piece_id`),
  );
  const byId = new Map(views.map((v) => [v.piece_id, Number(v.views)]));
  return bounded(pieces.map((p) => ({ ...p, views: byId.get(p.id) ?? 0 })));
}

/** The open assignments `userId` is on (along assignment_people_user_idx), the soonest due first, with
 * their roles in each. */
async function ownAssignments(db: Db, userId: string, now: Date): Promise<Bounded<OwnAssignment>> {
  const result = await db.execute(sql`
    select a.id, a.headline, a.status, a.draft_due, a.publish_target, array_agg(p.role order by p.role) as roles
    from assignment_people p join assignments a on a.id = p.assignment_id
    where p.user_id = ${userId} and a.status not in ('published', 'spiked')
    group by a.id
    order by a.draft_due asc nulls last, a.publish_target asc nulls last, a.id
    limit ${HOME_ROWS + 1}`);
  type Raw = {
    id: string;
    headline: string;
    status: AssignmentStatus;
    draft_due: Date | string | null;
    publish_target: Date | string | null;
    roles: AssignmentRole[] | string;
  };
  return bounded(
    rowsOf<Raw>(result).map((r) => {
      const draftDue = r.draft_due === null ? null : instant(r.draft_due);
      return {
        id: r.id,
        headline: r.headline,
        status: r.status,
        roles: Array.isArray(r.roles)
          ? r.roles
          : (r.roles.replace(/[{}]/g, "").split(",") as AssignmentRole[]),
        draftDue,
        publishTarget: r.publish_target === null ? null : instant(r.publish_target),
        overdue: draftDue !== null && draftDue < now && (r.status === "assigned" || r.status === "drafting"),
      };
    }),
  );
}

/** A writer's home (issue 38): their assignments and deadlines, the pieces returned to them with the
 * editor's note, those in review, their drafts, and what they published this week with its reads. Only
 * the pieces they created: never anyone else's. */
export async function writerHome(db: Db, userId: string, day: Day, now: Date): Promise<WriterHome> {
  const [assignments, returned, inReview, drafts, published] = await Promise.all([
    ownAssignments(db, userId, now),
    ownPieces(db, userId, sql`status = 'draft' and review_note is not null`, "updated_at").then(bounded),
    ownPieces(db, userId, sql`status = 'review'`, "updated_at").then(bounded),
    ownPieces(db, userId, sql`status = 'draft' and review_note is null`, "updated_at").then(bounded),
    publishedThisWeek(db, userId, day),
  ]);
  return { assignments, returned, inReview, drafts, published };
}
