import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { CreativeType } from "#shared/categories.ts";
import { PAGE_SIZE } from "#shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { creativePieces } from "../../db/schema.ts";
import { pageOf, type Page } from "../content/count.ts";
import { countCreative } from "../content/list-counts.ts";

export type CreativePiece = typeof creativePieces.$inferSelect;

/** Newest first, optionally of one type (SPEC.md §7), a page of PAGE_SIZE at a time. The id breaks
 * ties, so that pages never overlap. */
export async function listCreativePieces(
  db: Db,
  { type, page }: { type?: CreativeType; page: number },
): Promise<Page<CreativePiece>> {
  const where = type ? eq(creativePieces.type, type) : undefined;
  return pageOf(
    page,
    PAGE_SIZE,
    () => countCreative(db, type),
    (offset) =>
      db
        .select()
        .from(creativePieces)
        .where(where)
        .orderBy(desc(creativePieces.publishedAt), desc(creativePieces.id))
        .limit(PAGE_SIZE)
        .offset(offset),
    { together: false },
  );
}

/** One piece by id; null for an id that is not a UUID or names no piece. */
export async function getCreativePiece(db: Db, id: string): Promise<CreativePiece | null> {
  const parsed = z.guid().safeParse(id);
  if (!parsed.success) return null;
  const [row] = await db.select().from(creativePieces).where(eq(creativePieces.id, parsed.data)).limit(1);
  return row ?? null;
}

/** The latest pieces of every type, newest first, for the creative feed. */
export function listLatestCreativePieces(db: Db, limit: number): Promise<CreativePiece[]> {
  return db
    .select()
    .from(creativePieces)
    .orderBy(desc(creativePieces.publishedAt), desc(creativePieces.id))
    .limit(limit);
}
