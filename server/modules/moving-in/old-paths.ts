import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, oldPaths } from "../../db/schema.ts";

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

/** Keeps an imported article's old addresses (path and query, as the export gives them). */
export async function recordOldPaths(db: Db, articleId: string, paths: string[]): Promise<void> {
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
      .values(keys.map((path) => ({ path, articleId })))
      .onConflictDoNothing();
}

/** Where an old address leads now: the article's own address while it is published, else nowhere. */
export async function redirectFor(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: articles.slug, status: articles.status })
    .from(oldPaths)
    .innerJoin(articles, eq(articles.id, oldPaths.articleId))
    .where(eq(oldPaths.path, key))
    .limit(1);
  return row?.status === "published" ? `/article/${encodeURIComponent(row.slug)}` : null;
}
