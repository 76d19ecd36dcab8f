import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import type { CreativeType } from "#shared/categories.ts";
import { PAGE_SIZE } from "#shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { creativePieces } from "../../db/schema.ts";
import { pageOf, type Page } from "../content/count.ts";
import { beyondRow, listedPieces, listingOrder, listingPage } from "../content/archive-listing.ts";
import { countCreative } from "../content/list-counts.ts";
import { creativePageColumns, type HiddenColumns } from "../content/page-columns.ts";
import { correctionsOf, type PublicCorrection } from "../content/public-corrections.ts";
import { bylinesOf, qualifiedId } from "../people/byline-columns.ts";
import type { BylinePerson } from "#shared/people.ts";

/** A public page's columns: everything but the pending edits readers never see, and its corrections. */
const pageColumns = {
  ...creativePageColumns,
  corrections: correctionsOf(
    "creative_piece_id",
    sql`${creativePieces}.${sql.identifier(creativePieces.id.name)}`,
  ),
  bylines: bylinesOf("creative_piece_id", qualifiedId("creative_pieces")),
};

/** Only a published piece is on a public page (the status check holds published_at to it); in an
 * archive, not a taken-down one (content/archive-listing.ts). */
const published = listedPieces(creativePieces);
/** The listing's order, newest first, the id breaking ties (content/archive-listing.ts's keyset). */
const newestKey = [creativePieces.publishedAt, creativePieces.id];

export type CreativePiece = Omit<typeof creativePieces.$inferSelect, HiddenColumns | "publishedAt"> & {
  publishedAt: Date;
  corrections: PublicCorrection[];
  bylines: BylinePerson[];
};

/** Newest first, optionally of one type (SPEC.md §7), a page of PAGE_SIZE at a time. The id breaks
 * ties, so that pages never overlap. */
export async function listCreativePieces(
  db: Db,
  { type, page }: { type?: CreativeType; page: number },
): Promise<Page<CreativePiece>> {
  const where = type ? and(published, eq(creativePieces.type, type)) : published;
  return pageOf(
    page,
    PAGE_SIZE,
    () => countCreative(db, { type, publishedOnly: true }),
    (offset) =>
      listingPage(
        `creative ${type ?? ""}`,
        offset,
        PAGE_SIZE,
        async (from, skip) => {
          const rows = (await db
            .select(pageColumns)
            .from(creativePieces)
            .where(from ? and(where, beyondRow(creativePieces, newestKey, from)) : where)
            .orderBy(...listingOrder(newestKey, from))
            .limit(PAGE_SIZE)
            .offset(skip)) as CreativePiece[];
          return from?.before ? rows.reverse() : rows;
        },
        (piece) => piece.id,
      ),
    { together: false },
  );
}

/** One published piece by id; null for an id that is not a UUID or names no published piece. */
export async function getCreativePiece(db: Db, id: string): Promise<CreativePiece | null> {
  const parsed = z.guid().safeParse(id);
  if (!parsed.success) return null;
  const [row] = await db
    .select(pageColumns)
    .from(creativePieces)
    .where(and(eq(creativePieces.id, parsed.data), published))
    .limit(1);
  return (row as CreativePiece | undefined) ?? null;
}

/** The latest pieces of every type, newest first, for the creative feed. */
export async function listLatestCreativePieces(db: Db, limit: number): Promise<CreativePiece[]> {
  return (await db
    .select(pageColumns)
    .from(creativePieces)
    .where(published)
    .orderBy(desc(creativePieces.publishedAt), desc(creativePieces.id))
    .limit(limit)) as CreativePiece[];
}
