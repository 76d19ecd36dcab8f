import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, oldPaths, staticPages } from "../../db/schema.ts";

/**
 * An old address as old_paths keeps it and as a request looks it up: the path without its trailing
 * slash ('/2026/10/14/slug'), or for the home page the WordPress post or page id it asked for
 * ('/?p=101', '/?page_id=7'). Any other query is no part of it; null for a home page without one.
 */
export function oldPathKey(pathname: string, search: URLSearchParams): string | null {
  if (pathname === "/" || pathname === "") {
    for (const name of ["p", "page_id"]) {
      const id = search.get(name);
      if (id && /^\d{1,20}$/.test(id)) return `/?${name}=${id}`;
    }
    return null;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** What an old address leads to: an imported article, or the page of ours an imported page became. */
export type OldPathTarget = { articleId: string } | { staticPageId: string };

/** Keeps an imported article's or page's old addresses (path and query, as the export gives them). */
export async function recordOldPaths(db: Db, target: OldPathTarget, paths: string[]): Promise<void> {
  const keys = [
    ...new Set(
      paths.flatMap((p) => {
        const url = new URL(p, "http://old.invalid");
        const key = oldPathKey(url.pathname, url.searchParams);
        return key && key.length <= 2000 ? [key] : [];
      }),
    ),
  ];
  if (keys.length)
    await db
      .insert(oldPaths)
      .values(keys.map((path) => ({ path, ...target })))
      .onConflictDoNothing();
}

/** Where an old address leads, from its article's slug and status or its page's slug: a page's address,
 * or an article's while it is published, else nowhere. */
export function oldPathTarget(row: { slug: string | null; status: string | null; page: string | null }) {
  if (row.page) return `/${row.page}`;
  return row.status === "published" && row.slug ? `/article/${encodeURIComponent(row.slug)}` : null;
}

/** The columns oldPathTarget reads, for a query from old_paths joined to articles and static_pages. */
export const targetColumns = { slug: articles.slug, status: articles.status, page: staticPages.slug };

/** Where an old address leads now (oldPathTarget), or nowhere. */
export async function redirectFor(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select(targetColumns)
    .from(oldPaths)
    .leftJoin(articles, eq(articles.id, oldPaths.articleId))
    .leftJoin(staticPages, eq(staticPages.id, oldPaths.staticPageId))
    .where(eq(oldPaths.path, key))
    .limit(1);
  return row ? oldPathTarget(row) : null;
}
