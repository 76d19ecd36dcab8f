import { desc, eq, ilike, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, oldPaths, staticPages } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { oldPathTarget, targetColumns } from "../moving-in/old-paths.ts";

/** Old addresses a page of Settings → Redirects lists. */
export const OLD_ADDRESSES_PAGE = 50;
/** The last page anyone is shown: 500 pages of 50 is more than a newsroom's archive of addresses. */
const MAX_PAGE = 500;

export type OldAddress = {
  path: string;
  /** Where it leads now, or null (its article is not published). */
  to: string | null;
  /** The article's headline or the page's title. */
  title: string;
  hits: number;
  lastHitAt: Date | null;
};

/** `%`, `_` and `\` mean themselves in a search. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The old addresses an import keeps (decision 0052), for Settings → Redirects (editors and admins:
 * capability `redirects`): read only (removing the article ends its addresses), the most used first,
 * a page at a time along old_paths_hits_idx; `q` finds an address by any part of it.
 */
export async function listOldAddresses(
  db: Db,
  actor: SessionUser | null | undefined,
  { q = "", page = 1 }: { q?: string; page?: number },
): Promise<{ rows: OldAddress[]; page: number; more: boolean }> {
  assertCan(actor, "redirects");
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), MAX_PAGE);
  const found = await db
    .select({
      path: oldPaths.path,
      hits: oldPaths.hits,
      lastHitAt: oldPaths.lastHitAt,
      ...targetColumns,
      title: sql<string>`coalesce(${articles.title}, ${staticPages.title}, '')`,
    })
    .from(oldPaths)
    .leftJoin(articles, eq(articles.id, oldPaths.articleId))
    .leftJoin(staticPages, eq(staticPages.id, oldPaths.staticPageId))
    .where(q.trim() ? ilike(oldPaths.path, likeText(q.trim())) : undefined)
    .orderBy(desc(oldPaths.hits), oldPaths.path)
    .limit(OLD_ADDRESSES_PAGE + 1)
    .offset((shown - 1) * OLD_ADDRESSES_PAGE);
  return {
    rows: found.slice(0, OLD_ADDRESSES_PAGE).map((row) => ({
      path: row.path,
      to: oldPathTarget(row),
      title: row.title,
      hits: row.hits,
      lastHitAt: row.lastHitAt,
    })),
    page: shown,
    more: found.length > OLD_ADDRESSES_PAGE && shown < MAX_PAGE,
  };
}
