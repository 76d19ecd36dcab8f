import { sql, type SQL } from "drizzle-orm";
import type { BylinePerson } from "#shared/people.ts";

/** A subquery of a piece's people in byline order, as a JSON array of {name, slug}: read in the same
 * query as the piece (one probe of piece_authors' piece index a row), so that every byline links to
 * its author pages. `pieceId` is the piece's id column spelled with its table. */
export function bylinesOf(column: "article_id" | "creative_piece_id", pieceId: SQL) {
  return sql<
    BylinePerson[]
  >`(select coalesce(json_agg(json_build_object('name', byline_p.name, 'slug', byline_p.slug) order by byline_pa.position), '[]'::json) from piece_authors byline_pa join people byline_p on byline_p.id = byline_pa.person_id where byline_pa.${sql.identifier(column)} = ${pieceId})`;
}

/** An id column spelled with its table, for a subquery of a one-table query (where drizzle writes a bare
 * "id", which the subquery would read as its own). */
export const qualifiedId = (table: "articles" | "creative_pieces") =>
  sql`${sql.identifier(table)}.${sql.identifier("id")}`;
