import { sql } from "drizzle-orm";
import { isoDayIn } from "#shared/dates.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { Invalid, NotFound } from "../errors.ts";
import { isAutomated } from "./automated.ts";

export const NOT_A_PIECE = "A view is counted for a piece's id, sent as the request's body.";
export const NOT_PUBLISHED = "No published piece has this id: nothing was counted.";

/** What the beacon's request tells: the piece's id (its body) and its User-Agent, read and let go. */
export type ViewBeacon = { pieceId: string; userAgent: string | null };

/**
 * Adds one view of a published piece (an article, an opinion piece or a creative piece) to its count
 * for the day in `timeZone` (decision 0048). One statement: the piece is looked up by its primary key,
 * only when published, and its (piece, day) row is inserted or added to atomically, so that any number
 * of processes sharing the database add up. Returns false, counting nothing, for a program (a crawler,
 * a headless browser); throws Invalid for a body that is not an id and NotFound for a piece that is
 * not published. Nothing about the reader is stored.
 */
export async function countView(
  db: Db,
  beacon: ViewBeacon,
  timeZone: string,
  now = new Date(),
): Promise<boolean> {
  const pieceId = beacon.pieceId.trim();
  if (!isUuid(pieceId)) throw new Invalid(NOT_A_PIECE);
  if (isAutomated(beacon.userAgent)) return false;
  const day = isoDayIn(now, timeZone);
  const result = await db.execute(sql`
    insert into piece_views (piece_id, kind, day, views)
    (select id, 'article', ${day}::date, 1 from articles where id = ${pieceId} and status = 'published'
     union all
     select id, 'creative', ${day}::date, 1 from creative_pieces
       where id = ${pieceId} and status = 'published')
    on conflict (piece_id, day) do update set views = piece_views.views + 1
    returning views`);
  if (!(result as unknown as { rows: unknown[] }).rows.length) throw new NotFound(NOT_PUBLISHED);
  return true;
}
