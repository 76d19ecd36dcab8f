import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { CreativeType } from "#shared/categories.ts";
import type { Db } from "../../db/client.ts";
import { articleCounts, articles, creativeCounts, creativePieces, rowCounts } from "../../db/schema.ts";
import { onceARun, isArchiving } from "./archive-listing.ts";
import type { Counted } from "./count.ts";

/** The articles of `categories` (null: of every category), published only or drafts too, as the
 * triggers of migration 0007 keep them in article_counts: exact, and as fast with 100,000 articles as
 * with ten (decision 0022). 'Published' is what the public lists mean by it: a publication time is set,
 * whatever it is (they never compare it with now), so this count is theirs exactly. */
export async function countArticles(
  db: Db,
  { categories, publishedOnly }: { categories: readonly string[] | null; publishedOnly: boolean },
): Promise<Counted> {
  const conditions: SQL[] = [];
  if (categories) conditions.push(inArray(articleCounts.category, [...categories]));
  if (publishedOnly) conditions.push(eq(articleCounts.published, true));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${articleCounts.n}), 0)::int` })
    .from(articleCounts)
    .where(and(...conditions));
  const hidden = publishedOnly
    ? await takenDown(db, articles, categories && inArray(articles.category, [...categories]), categories)
    : 0;
  return { total: (row?.total ?? 0) - hidden, more: false };
}

/** The creative pieces of `type` (all when omitted), published only or every one, as the triggers of
 * migrations 0007 and 0009 keep them. */
export async function countCreative(
  db: Db,
  { type, publishedOnly }: { type?: CreativeType; publishedOnly: boolean },
): Promise<Counted> {
  const conditions: SQL[] = [];
  if (type) conditions.push(eq(creativeCounts.type, type));
  if (publishedOnly) conditions.push(eq(creativeCounts.published, true));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creativeCounts.n}), 0)::int` })
    .from(creativeCounts)
    .where(and(...conditions));
  const hidden = publishedOnly
    ? await takenDown(db, creativePieces, type && eq(creativePieces.type, type), [type ?? ""])
    : 0;
  return { total: (row?.total ?? 0) - hidden, more: false };
}

/** In an archive, the published pieces taken down (a handful), which its listings leave out
 * (content/archive-listing.ts), counted once a run for the listing `named`; on the live site none is
 * left out. */
async function takenDown(
  db: Db,
  table: typeof articles | typeof creativePieces,
  within: SQL | null | undefined,
  named: readonly string[] | null,
): Promise<number> {
  if (!isArchiving()) return 0;
  return onceARun(`taken down ${table === articles ? "articles" : "creative"} ${String(named)}`, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(isNotNull(table.publishedAt), eq(table.noindex, true), within ?? undefined));
    return row?.n ?? 0;
  });
}

/** Every comment, as migration 0007's triggers keep the number in row_counts. */
export async function countComments(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: rowCounts.n })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, "comments"));
  return row?.n ?? 0;
}
