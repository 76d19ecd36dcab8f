import { desc, eq, sql } from "drizzle-orm";
import type { CreativeType } from "../../../app/lib/categories.ts";
import { PAGE_SIZE } from "../../../app/lib/constants.ts";
import type { Db } from "../../db/client.ts";
import { creativePieces } from "../../db/schema.ts";
import type { Page } from "../articles/queries.ts";

export type CreativePiece = typeof creativePieces.$inferSelect;

/** Newest first, optionally of one type (SPEC.md §7), a page of PAGE_SIZE at a time. */
export async function listCreativePieces(
  db: Db,
  { type, page }: { type?: CreativeType; page: number },
): Promise<Page<CreativePiece>> {
  const where = type ? eq(creativePieces.type, type) : undefined;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(creativePieces)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const items = await db
    .select()
    .from(creativePieces)
    .where(where)
    .orderBy(desc(creativePieces.publishedAt))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { items, total, page: current, pageCount, pageSize: PAGE_SIZE };
}
