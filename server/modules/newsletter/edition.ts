import { and, asc, desc, eq } from "drizzle-orm";
import { formatDate } from "#shared/dates.ts";
import { editionLabel, editionPath, frontPageAlt } from "#shared/print.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, printEditionPieces, printEditions } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { Invalid } from "../errors.ts";
import { libraryImage, type MailImage } from "./mail-images.ts";

/**
 * A newsletter issue announcing a print edition (issue 43, decision 0079): a published one, shown in
 * the mail with its cover, numbers, title, date, address and table of contents (its published web
 * pieces by page).
 */

export const EDITION_NOT_PUBLISHED =
  "That print edition is not published: publish it first, or choose another.";
/** The compose form offers the newest published editions. */
const CHOICES = 12;

/** A print edition as an issue's mail shows it. */
export type MailEdition = {
  label: string;
  title: string;
  date: string;
  url: string;
  cover?: MailImage;
  contents: { page: number; title: string; url: string }[];
};

const published = eq(printEditions.status, "published");

/** The published editions an issue may announce, newest first. */
export async function announceableEditions(db: Db) {
  return db
    .select({
      id: printEditions.id,
      volume: printEditions.volume,
      number: printEditions.number,
      title: printEditions.title,
      issuedOn: printEditions.issuedOn,
    })
    .from(printEditions)
    .where(published)
    .orderBy(desc(printEditions.issuedOn), desc(printEditions.volume), desc(printEditions.number))
    .limit(CHOICES);
}

/** A draft's edition, checked before it is saved: a published one. */
export async function assertAnnounceable(db: Db, id: string | null) {
  if (!id) return;
  const [row] = await db
    .select({ id: printEditions.id })
    .from(printEditions)
    .where(and(eq(printEditions.id, id), published));
  if (!row) throw new Invalid(EDITION_NOT_PUBLISHED, { editionId: EDITION_NOT_PUBLISHED });
}

/** The edition as the mail shows it (every address absolute), or null when there is none or it is no
 * longer published. */
export async function mailEdition(
  db: Db,
  storage: Storage,
  publicUrl: string,
  id: string | null,
): Promise<MailEdition | null> {
  if (!id) return null;
  const [row] = await db
    .select({
      volume: printEditions.volume,
      number: printEditions.number,
      title: printEditions.title,
      issuedOn: printEditions.issuedOn,
      coverKey: media.storageKey,
    })
    .from(printEditions)
    .leftJoin(media, eq(media.id, printEditions.coverMediaId))
    .where(and(eq(printEditions.id, id), published));
  if (!row) return null;
  const pieces = await db
    .select({ page: printEditionPieces.page, title: articles.title, slug: articles.slug })
    .from(printEditionPieces)
    .innerJoin(articles, eq(articles.id, printEditionPieces.articleId))
    .where(and(eq(printEditionPieces.editionId, id), eq(articles.status, "published")))
    .orderBy(asc(printEditionPieces.page), asc(articles.title));
  const cover = row.coverKey
    ? await libraryImage(db, storage, publicUrl, storage.url(row.coverKey), frontPageAlt(row.title))
    : null;
  return {
    label: editionLabel(row.volume, row.number),
    title: row.title,
    // A calendar day: no time zone moves it.
    date: formatDate(`${row.issuedOn}T12:00:00Z`, "UTC"),
    url: publicUrl + editionPath(row.volume, row.number),
    ...(cover ? { cover } : {}),
    contents: pieces.map((p) => ({
      page: p.page,
      title: p.title,
      url: `${publicUrl}/article/${p.slug ?? ""}`,
    })),
  };
}
