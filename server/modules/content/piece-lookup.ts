import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces } from "../../db/schema.ts";
import { NotFound } from "../errors.ts";
import { selectRow } from "./door-rows.ts";
import { KINDS, type KindName } from "./kinds.ts";
import type { Row } from "./versions.ts";

/** What previews, corrections and takedowns (issue 25) read of a piece: its whole row. */
export type ArticleRow = typeof articles.$inferSelect;
export type CreativeRow = typeof creativePieces.$inferSelect;
export type PieceRow = ArticleRow | CreativeRow;

/** Where readers find a piece once it is published. */
export function publicHrefOf(name: KindName, row: { id: string; slug?: string | null }): string {
  return KINDS[name].publicHref(row);
}

/** The piece `id` of kind `name`, locked for the transaction's update when `forUpdate`; the kind's 404
 * when there is none. */
export async function findPiece(db: Db, name: KindName, id: unknown, forUpdate = false): Promise<Row> {
  const kind = KINDS[name];
  if (!isUuid(id)) throw new NotFound(kind.notFound);
  const row = await selectRow(db, name, id, forUpdate);
  if (!row) throw new NotFound(kind.notFound);
  return row;
}
