import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { isoDayIn } from "#shared/dates.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces, pieceViews } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";

type Actor = SessionUser | null | undefined;

/** The days the portal's figures cover, today (in the publication's zone) among them. */
export const MOST_READ_DAYS = 7;
export const RECENT_DAYS = 30;
export const MOST_READ_COUNT = 10;

/** The day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The first and the last day of the `days` days that end today in `timeZone`. */
function lastDays(days: number, timeZone: string, now: Date) {
  const today = isoDayIn(now, timeZone);
  return { from: daysBefore(today, days - 1), to: today };
}

const total = sql<number>`sum(${pieceViews.views})::int`;

export type MostRead = {
  id: string;
  kind: "article" | "opinion" | "creative";
  title: string;
  views: number;
};

/**
 * The dashboard's most read: the ten pieces with the most views in the last seven days, most first.
 * Read along `piece_views_day_idx` (a week's rows, one per piece read on a day), then each title by
 * its primary key.
 */
export async function mostRead(
  db: Db,
  actor: Actor,
  timeZone: string,
  now = new Date(),
): Promise<MostRead[]> {
  assertCan(actor, "viewReadership");
  const { from, to } = lastDays(MOST_READ_DAYS, timeZone, now);
  const top = db
    .select({ pieceId: pieceViews.pieceId, kind: pieceViews.kind, views: total.as("views") })
    .from(pieceViews)
    .where(and(gte(pieceViews.day, from), lte(pieceViews.day, to)))
    .groupBy(pieceViews.pieceId, pieceViews.kind)
    .orderBy(desc(total), pieceViews.pieceId)
    .limit(MOST_READ_COUNT)
    .as("top");
  const rows = await db
    .select({
      id: top.pieceId,
      kind: top.kind,
      views: top.views,
      articleTitle: articles.title,
      category: articles.category,
      creativeTitle: creativePieces.title,
    })
    .from(top)
    .leftJoin(articles, and(eq(top.kind, "article"), eq(articles.id, top.pieceId)))
    .leftJoin(creativePieces, and(eq(top.kind, "creative"), eq(creativePieces.id, top.pieceId)))
    .orderBy(desc(top.views), top.pieceId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === "creative" ? "creative" : row.category === "Opinion" ? "opinion" : "article",
    title: row.articleTitle ?? row.creativeTitle ?? "",
    views: Number(row.views),
  }));
}

/** The views of each of `ids` in the last 30 days (a Manage list's page): one indexed range of the
 * primary key per piece. Pieces never read are 0. */
export async function recentViews(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  timeZone: string,
  now = new Date(),
): Promise<Map<string, number>> {
  assertCan(actor, "viewReadership");
  const views = new Map(ids.map((id) => [id, 0]));
  if (!ids.length) return views;
  const { from, to } = lastDays(RECENT_DAYS, timeZone, now);
  const rows = await db
    .select({ pieceId: pieceViews.pieceId, views: total })
    .from(pieceViews)
    .where(and(inArray(pieceViews.pieceId, [...ids]), gte(pieceViews.day, from), lte(pieceViews.day, to)))
    .groupBy(pieceViews.pieceId);
  for (const row of rows) views.set(row.pieceId, Number(row.views));
  return views;
}

export type DayViews = { day: string; views: number };

/** One piece's views on each of the last 30 days, oldest first, days without a view as 0. */
export async function pieceDays(
  db: Db,
  actor: Actor,
  pieceId: string,
  timeZone: string,
  now = new Date(),
): Promise<DayViews[]> {
  assertCan(actor, "viewReadership");
  const { from, to } = lastDays(RECENT_DAYS, timeZone, now);
  const rows = await db
    .select({ day: pieceViews.day, views: pieceViews.views })
    .from(pieceViews)
    .where(and(eq(pieceViews.pieceId, pieceId), gte(pieceViews.day, from), lte(pieceViews.day, to)));
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  return Array.from({ length: RECENT_DAYS }, (_, i) => {
    const day = daysBefore(to, RECENT_DAYS - 1 - i);
    return { day, views: byDay.get(day) ?? 0 };
  });
}
