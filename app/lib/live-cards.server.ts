import type { Db } from "../../server/db/client.ts";
import { liveAmong } from "../../server/modules/live/read.ts";

/** The cards of a list, the live blogs among them marked `live` for their 'LIVE' label (decision 0081):
 * one indexed query for the whole list. Starting or ending a blog drops every list ('content'). */
export async function liveMarker(db: Db, cards: readonly ({ id: string } | null | undefined)[]) {
  const live = await liveAmong(
    db,
    cards.flatMap((card) => (card ? [card.id] : [])),
  );
  return <T extends { id: string }>(card: T): T & { live?: true } =>
    live.has(card.id) ? { ...card, live: true } : card;
}
