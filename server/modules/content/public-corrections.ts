import { sql, type SQL } from "drizzle-orm";
import { corrections } from "../../db/schema.ts";

/** A correction as a public page shows it (its date as JSON gives it). */
export type PublicCorrection = { note: string; createdAt: string };

/** A subquery of a piece's corrections, oldest first, as a JSON array: read in the same query as the
 * piece. `pieceId` is the piece's id column spelled with its table. */
export function correctionsOf(column: "article_id" | "creative_piece_id", pieceId: SQL) {
  return sql<
    PublicCorrection[]
  >`(select coalesce(json_agg(json_build_object('note', ${corrections.note}, 'createdAt', ${corrections.createdAt}) order by ${corrections.createdAt}, ${corrections.id}), '[]'::json) from ${corrections} where ${sql.identifier(column)} = ${pieceId})`;
}
