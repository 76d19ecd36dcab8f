import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staticPages } from "../../db/schema.ts";

/**
 * The static pages whose text speaks for the publication (who it is, where, its people, its rates, its
 * terms): the migration wrote the demo publication's text into them (decision 0047). A publication
 * that starts empty has them empty, for its editors to write (the portal's page editor says what to
 * write in each); the policies that describe what the software does (privacy, cookies, accessibility)
 * stay.
 */
export const PUBLICATION_PAGES = ["about", "contact", "careers", "advertise", "terms-of-service"] as const;

const EMPTY = { excerpt: "", content: "", pending: null, pendingVersion: null } as const;

/** A fresh publication that starts empty: its publication pages that nobody has saved yet are emptied. */
export async function emptyPublicationPages(db: Db): Promise<number> {
  const rows = await db
    .update(staticPages)
    .set({ ...EMPTY, updatedAt: new Date() })
    .where(and(inArray(staticPages.slug, [...PUBLICATION_PAGES]), isNull(staticPages.savedBy)))
    .returning({ id: staticPages.id });
  return rows.length;
}

/** Empties the pages of `ids` (the demo's, unchanged: ./remove.ts). */
export async function emptyPages(db: Db, ids: string[]): Promise<void> {
  if (ids.length)
    await db
      .update(staticPages)
      .set({ ...EMPTY, updatedAt: new Date() })
      .where(inArray(staticPages.id, ids));
}

/** The publication pages still as the migration wrote them: what the demo shows and marks as its own. */
export async function unsavedPublicationPages(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: staticPages.id })
    .from(staticPages)
    .where(
      and(
        inArray(staticPages.slug, [...PUBLICATION_PAGES]),
        isNull(staticPages.savedBy),
        sql`${staticPages.content} <> ''`,
      ),
    );
  return rows.map((r) => r.id);
}
