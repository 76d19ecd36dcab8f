import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staticPages } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { SEED_WRITER, writePiece, type Writer } from "../content/door.ts";
import { lockRow } from "../content/versions.ts";

/**
 * The static pages whose text speaks for the publication (who it is, where, its people, its rates, its
 * terms): the migration wrote the demo publication's text into them (decision 0047). A publication
 * that starts empty has them empty, for its editors to write (the portal's page editor says what to
 * write in each); the policies that describe what the software does (privacy, cookies, accessibility)
 * stay.
 */
export const PUBLICATION_PAGES = ["about", "contact", "careers", "advertise", "terms-of-service"] as const;

const EMPTY = { excerpt: "", content: "", pending: null, pendingVersion: null } as const;

/** Empties the pages of `ids` through the one door, each with its revision ('why'), by `writer`. */
async function empty(tx: Db, writer: Writer, ids: string[], why: string): Promise<number> {
  for (const id of ids) {
    const row = await lockRow(tx, "page", id);
    await writePiece(tx, writer, {
      op: "update",
      name: "page",
      needs: "publish",
      row,
      set: { ...EMPTY, updatedAt: new Date() },
      owner: "any",
      revision: { reason: why },
      visible: true,
    });
  }
  return ids.length;
}

/** A fresh publication that starts empty: its publication pages that nobody has saved yet are emptied. */
export async function emptyPublicationPages(db: Db): Promise<number> {
  const rows = await db
    .select({ id: staticPages.id })
    .from(staticPages)
    .where(and(inArray(staticPages.slug, [...PUBLICATION_PAGES]), isNull(staticPages.savedBy)));
  const ids = rows.map((r) => r.id);
  return db.transaction((tx) => empty(tx, SEED_WRITER, ids, "Emptied for a publication that starts empty"));
}

/** Empties the pages of `ids` (the demo's, unchanged: ./remove.ts), by the admin who removes it. */
export const emptyPages = (tx: Db, actor: SessionUser, ids: string[]) =>
  empty(tx, actor, ids, "The demo's text removed");

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
