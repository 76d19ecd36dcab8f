import { desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import type { LibraryImage, MediaUse } from "#shared/media.ts";
import { imageUploadInput } from "#shared/schemas/media.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { editionLabel } from "#shared/print.ts";
import {
  articles,
  creativePieces,
  media,
  mediaFileUses,
  mediaUses,
  people,
  printEditions,
} from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { exactPage, type Page } from "../content/count.ts";
import { NotFound } from "../errors.ts";
import { validate } from "../validate.ts";
import { creditColumns, creditOf } from "./credit.ts";
import { imageSummary } from "./summary.ts";

type Actor = SessionUser | null | undefined;

export type LibraryFilter = "all" | "no-alt";

/** At most this many uses are named per image; `useCount` counts them all. */
export const USES_SHOWN = 10;

const withoutAlt = or(isNull(media.altText), eq(media.altText, ""));

/** The Media Library: every uploaded image, newest first, 20 a page, with where each is used and its credit; `no-alt`
 * keeps those without alt text (to be written before they appear in another article). */
export async function listLibrary(
  db: Db,
  storage: Storage,
  actor: Actor,
  asked: { page?: number | string; filter?: LibraryFilter } = {},
): Promise<Page<LibraryImage> & { withoutAlt: number }> {
  assertCan(actor, "write");
  const where: SQL | undefined = asked.filter === "no-alt" ? withoutAlt : undefined;
  const [page, missingAlt] = await Promise.all([
    exactPage(db, media, where, asked.page, ADMIN_PAGE_SIZE, async (offset) => {
      const rows = await db
        .select({ media, ...creditColumns })
        .from(media)
        .leftJoin(people, eq(people.id, media.creditPersonId))
        .where(where)
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset);
      const uses = await usesOf(
        db,
        rows.map((r) => r.media.id),
      );
      return rows.map((row) => ({
        ...imageSummary(row.media, storage),
        uses: (uses.get(row.media.id) ?? []).slice(0, USES_SHOWN),
        useCount: uses.get(row.media.id)?.length ?? 0,
        credit: creditOf(row),
      }));
    }),
    db.$count(media, withoutAlt),
  ]);
  return { ...page, withoutAlt: missingAlt };
}

/** A table of uses: media_uses (images) or media_file_uses (videos and audio). */
type UsesTable = typeof mediaUses | typeof mediaFileUses;

/** The articles and creative pieces that show each of these images (or play these files), newest first. */
export async function usesOf(
  db: Db,
  ids: string[],
  table: UsesTable = mediaUses,
): Promise<Map<string, MediaUse[]>> {
  const found = new Map<string, MediaUse[]>();
  if (!ids.length) return found;
  const of = "mediaId" in table ? table.mediaId : table.mediaFileId;
  const rows = await db
    .select({
      mediaId: of,
      articleId: articles.id,
      articleTitle: articles.title,
      slug: articles.slug,
      pieceId: creativePieces.id,
      pieceTitle: creativePieces.title,
    })
    .from(table)
    .leftJoin(articles, eq(articles.id, table.articleId))
    .leftJoin(creativePieces, eq(creativePieces.id, table.creativePieceId))
    .where(inArray(of, ids))
    .orderBy(sql`coalesce(${articles.updatedAt}, ${creativePieces.updatedAt}) desc`);
  const add = (mediaId: string, use: MediaUse) => found.set(mediaId, [...(found.get(mediaId) ?? []), use]);
  for (const row of rows)
    add(
      row.mediaId,
      row.articleId
        ? { kind: "article", id: row.articleId, title: row.articleTitle!, slug: row.slug! }
        : { kind: "creative", id: row.pieceId!, title: row.pieceTitle! },
    );
  // An image may be a print edition's cover (decision 0079): the edition uses it, whatever its status.
  if (table === mediaUses) {
    const covers = await db
      .select({
        mediaId: printEditions.coverMediaId,
        id: printEditions.id,
        volume: printEditions.volume,
        number: printEditions.number,
        title: printEditions.title,
      })
      .from(printEditions)
      .where(inArray(printEditions.coverMediaId, ids));
    for (const c of covers)
      add(c.mediaId!, {
        kind: "edition",
        id: c.id,
        title: `${editionLabel(c.volume, c.number)}: ${c.title}`,
      });
  }
  return found;
}

/** Sets an image's alt text (empty clears it), the text offered when the image is used again. */
export async function setAltText(
  db: Db,
  actor: Actor,
  input: { id?: unknown; alt?: unknown },
): Promise<{ id: string; name: string; altText: string | null }> {
  assertCan(actor, "mediaLibrary");
  if (!isUuid(input.id)) throw new NotFound("Image not found");
  const { alt } = validate(imageUploadInput, { alt: input.alt ?? "" });
  const [row] = await db
    .update(media)
    .set({ altText: alt || null })
    .where(eq(media.id, input.id))
    .returning({ id: media.id, name: media.originalName, altText: media.altText });
  if (!row) throw new NotFound("Image not found");
  return { id: row.id, name: row.name ?? "Image", altText: row.altText };
}
