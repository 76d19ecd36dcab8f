import { sql } from "drizzle-orm";
import type { AssignmentStatus } from "#shared/desk.ts";
import type { Db } from "../../db/client.ts";
import { can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { listForModeration, moderationCounts } from "../comments/moderation-list.ts";
import { mostRead, type MostRead } from "../readership/figures.ts";
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

/** A piece waiting for an editor, or going out today. */
export type DeskPiece = { kind: PieceKind; id: string; title: string; author: string; at: Date };

export type DueAssignment = {
  id: string;
  headline: string;
  status: AssignmentStatus;
  draftDue: Date;
  overdue: boolean;
  /** Who is on it, by name. */
  people: string;
};

/** A held comment, as the home screen lists it: what it says and on which article. */
export type HeldComment = { id: string; author: string; content: string; articleTitle: string };

export type EditorHome = {
  waiting: Bounded<DeskPiece> & { count: number };
  due: Bounded<DueAssignment> & { count: number; overdue: number };
  scheduled: Bounded<DeskPiece>;
  /** Only for those who moderate. */
  comments?: { held: number; reported: number; rows: HeldComment[] };
  /** Only for those who see readership figures. */
  mostRead?: MostRead[];
};

/** Held comments the home screen shows; the rest are a click away in Comments. */
const HELD_SHOWN = 5;
/** The most read pieces the home screen shows, of the ten the readership page ranks. */
const MOST_READ_SHOWN = 5;

/** The week's most read moves slowly, and summing a week of readership is the one query of the home
 * screen that grows with traffic (a row per piece read on a day: 35,000 when 5,000 pieces are read a
 * day, most of the home's time at 100,000 pieces): each process reads it at most once a minute. */
const MOST_READ_FOR_MS = 60_000;
const recentlyRead = new WeakMap<Db, { timeZone: string; at: number; pieces: Promise<MostRead[]> }>();

function weeksMostRead(db: Db, actor: SessionUser, timeZone: string, now: Date): Promise<MostRead[]> {
  const kept = recentlyRead.get(db);
  if (kept && kept.timeZone === timeZone && Math.abs(now.getTime() - kept.at) < MOST_READ_FOR_MS)
    return kept.pieces;
  const pieces = mostRead(db, actor, timeZone, now);
  recentlyRead.set(db, { timeZone, at: now.getTime(), pieces });
  // A failed read is not kept: the next home screen asks again.
  pieces.catch(() => recentlyRead.delete(db));
  return pieces;
}

type RawPiece = { kind: PieceKind; id: string; title: string; author: string; at: Date | string };
const pieceOf = (r: RawPiece): DeskPiece => ({ ...r, at: instant(r.at) });

/** How many pieces of both kinds wait for review (each kind's count read from its partial
 * `*_unpublished_idx`, which holds only the unpublished few): the home screen's figure and the
 * sidebar's. */
export async function countWaiting(db: Db): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from articles where status = 'review')
         + (select count(*) from creative_pieces where status = 'review') as n`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** Since when a piece has waited: its last 'Submitted for review' revision (its revisions read newest
 * first along `revisions_*_idx`), or its last change for a piece submitted before revisions said so. */
const submittedAt = (column: "article_id" | "creative_piece_id", table: string) =>
  sql.raw(`coalesce((select r.created_at from revisions r where r.${column} = ${table}.id
    and r.reason = 'Submitted for review' order by r.created_at desc limit 1), ${table}.updated_at)`);

/** The pieces waiting for review, the longest waiting first. */
async function waiting(db: Db) {
  const result = await db.execute(sql`
    select * from (
      select ${sql.raw(ARTICLE_KIND)} as kind, id, title, author, ${submittedAt("article_id", "articles")} as at
      from articles where status = 'review'
      union all
      select 'creative', id, title, author, ${submittedAt("creative_piece_id", "creative_pieces")}
      from creative_pieces where status = 'review'
    ) w order by at asc, id limit ${HOME_ROWS + 1}`);
  return bounded(rowsOf<RawPiece>(result).map(pieceOf));
}

/** The pieces scheduled to go out today, in the publication's zone (along `*_scheduled_idx`). */
async function scheduledToday(db: Db, day: Day) {
  const from = day.start.toISOString();
  const to = day.end.toISOString();
  const result = await db.execute(sql`
    select * from (
      select ${sql.raw(ARTICLE_KIND)} as kind, id, title, author, scheduled_for as at from articles
      where scheduled_for >= ${from}::timestamptz and scheduled_for < ${to}::timestamptz
      union all
      select 'creative', id, title, author, scheduled_for from creative_pieces
      where scheduled_for >= ${from}::timestamptz and scheduled_for < ${to}::timestamptz
    ) s order by at asc, id limit ${HOME_ROWS + 1}`);
  return bounded(rowsOf<RawPiece>(result).map(pieceOf));
}

/** The assignments whose draft is due by the end of today and not yet in, the most overdue first
 * (along `assignments_open_due_idx`), with how many of them are overdue. */
async function dueToday(db: Db, day: Day, now: Date) {
  const result = await db.execute(sql`
    select a.id, a.headline, a.status, a.draft_due, count(*) over () as total,
      count(*) filter (where a.draft_due < ${now.toISOString()}::timestamptz) over () as overdue,
      coalesce((select string_agg(distinct coalesce(nullif(u.name, ''), u.username, u.email), ', ')
        from assignment_people p join users u on u.id = p.user_id where p.assignment_id = a.id), '') as people
    from assignments a
    -- The first test is the partial index's own predicate, written out so the planner uses it.
    where a.status not in ('published', 'spiked') and a.status in ('assigned', 'drafting')
      and a.draft_due < ${day.end.toISOString()}::timestamptz
    order by a.draft_due asc, a.id limit ${HOME_ROWS + 1}`);
  type Raw = {
    id: string;
    headline: string;
    status: AssignmentStatus;
    draft_due: Date | string;
    total: number | string;
    overdue: number | string;
    people: string;
  };
  const rows = rowsOf<Raw>(result);
  return {
    ...bounded(
      rows.map((r) => ({
        id: r.id,
        headline: r.headline,
        status: r.status,
        draftDue: instant(r.draft_due),
        overdue: instant(r.draft_due) < now,
        people: r.people,
      })),
    ),
    count: Number(rows[0]?.total ?? 0),
    overdue: Number(rows[0]?.overdue ?? 0),
  };
}

/** The held comments, newest first, and the figures of held and reported ones. */
async function commentsToModerate(db: Db, actor: SessionUser) {
  const [counts, held] = await Promise.all([
    moderationCounts(db, actor),
    listForModeration(db, actor, { state: "held" }),
  ]);
  return {
    ...counts,
    rows: held.rows.slice(0, HELD_SHOWN).map((c) => ({
      id: c.id,
      author: c.authorName,
      content: c.content,
      articleTitle: c.articleTitle,
    })),
  };
}

/** The desk's home (issue 38): what waits for review, what is due and overdue, what goes out today,
 * the comments to moderate and the week's most read; the last two for those whose role sees them. */
export async function editorHome(
  db: Db,
  actor: SessionUser,
  day: Day,
  now: Date,
  timeZone: string,
): Promise<EditorHome> {
  const [count, waitingRows, due, scheduled, comments, read] = await Promise.all([
    countWaiting(db),
    waiting(db),
    dueToday(db, day, now),
    scheduledToday(db, day),
    can(actor.role, "moderation") ? commentsToModerate(db, actor) : undefined,
    can(actor.role, "viewReadership") ? weeksMostRead(db, actor, timeZone, now) : undefined,
  ]);
  return {
    waiting: { ...waitingRows, count },
    due,
    scheduled,
    ...(comments ? { comments } : {}),
    ...(read ? { mostRead: read.slice(0, MOST_READ_SHOWN) } : {}),
  };
}
