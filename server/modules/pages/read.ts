import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { PAGE_SLUGS } from "#shared/static-pages.ts";
import { staticPages } from "../../db/schema.ts";

export type PublicPage = {
  slug: string;
  title: string;
  standfirst: string;
  content: string;
  toc: boolean;
  lastUpdated: string | null;
};

/** A page as readers see it: its published text (edits waiting for Update are not shown); null when the
 * row is missing or not published. */
export async function readPublicPage(db: Db, slug: string): Promise<PublicPage | null> {
  const [row] = await db
    .select({
      slug: staticPages.slug,
      title: staticPages.title,
      standfirst: staticPages.excerpt,
      content: staticPages.content,
      toc: staticPages.toc,
      lastUpdated: staticPages.lastUpdated,
      status: staticPages.status,
    })
    .from(staticPages)
    .where(eq(staticPages.slug, slug))
    .limit(1);
  if (!row || row.status !== "published") return null;
  const { status: _status, ...page } = row;
  return page;
}

/** The Pages list of the portal (editors): every page, in the order of the footer. */
export async function listPages(db: Db, actor: SessionUser | null | undefined) {
  assertCan(actor, "editPages");
  const rows = await db
    .select({
      id: staticPages.id,
      slug: staticPages.slug,
      title: staticPages.title,
      updatedAt: staticPages.updatedAt,
      savedBy: staticPages.savedBy,
      hasPending: staticPages.pendingVersion,
      empty: sql<boolean>`${staticPages.content} = ''`,
    })
    .from(staticPages)
    .orderBy(asc(staticPages.createdAt))
    .limit(100);
  const order = (slug: string) => {
    const i = (PAGE_SLUGS as readonly string[]).indexOf(slug);
    return i < 0 ? PAGE_SLUGS.length : i;
  };
  return rows
    .map(({ hasPending, ...r }) => ({ ...r, hasPending: hasPending !== null }))
    .sort((a, b) => order(a.slug) - order(b.slug));
}
