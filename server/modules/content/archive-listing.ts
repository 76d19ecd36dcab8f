import { AsyncLocalStorage } from "node:async_hooks";
import { and, eq, isNotNull, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What a public listing holds (decision 0080). On the live site: every published piece, a taken-down
 * one (noindex) too, as readers who know it still find it. In an archive: a taken-down piece is not
 * in it at all, so no listing the archive renders (home, sections, creative, author pages, feeds)
 * shows it. Archive mode is set only by the archive's renderer around its own requests
 * (server/http/archive-renderer.ts): no reader's request reaches it.
 */
const ARCHIVING = Symbol.for("borderland.archive-listing");
/** This module runs in two bundles of one process (the server's own, where the renderer sets the mode,
 * and React Router's build, where the loaders query): the mode is the process's, kept under a
 * registered symbol, so that the loaders' copy reads what the renderer's copy set. */
const archiving: AsyncLocalStorage<true> = ((
  globalThis as Record<symbol, AsyncLocalStorage<true> | undefined>
)[ARCHIVING] ??= new AsyncLocalStorage<true>());

/** Runs `render` as the archive's: the listings it queries leave taken-down pieces out. */
export function asArchived<T>(render: () => T): T {
  return archiving.run(true, render);
}

export function isArchiving(): boolean {
  return archiving.getStore() === true;
}

/** The 'listed' condition of a piece table, decided when the query is built (inside the request). */
export function listedPieces(table: { publishedAt: AnyColumn; noindex: AnyColumn }): SQL {
  const decided: SQLWrapper = {
    getSQL: () =>
      isArchiving()
        ? and(isNotNull(table.publishedAt), eq(table.noindex, false))!
        : isNotNull(table.publishedAt),
  };
  return sql`${decided}`;
}

/** For a raw query over piece_authors `pa`: in an archive, no byline of a taken-down piece. */
export function listedBylines(): SQL {
  return isArchiving()
    ? sql` and not exists (select 1 from articles x where x.id = pa.article_id and x.noindex)
           and not exists (select 1 from creative_pieces x where x.id = pa.creative_piece_id and x.noindex)`
    : sql``;
}
