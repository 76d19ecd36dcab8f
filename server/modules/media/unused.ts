import { and, asc, eq, lte, notExists, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { media, mediaUses, printEditions } from "../../db/schema.ts";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../../db/sql-state.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { exactPage, type Page } from "../content/count.ts";
import { Conflict, NotFound } from "../errors.ts";
import { deleteStoredFiles, storedKeys } from "./stored-keys.ts";
import type { ImageSummary } from "#shared/media.ts";
import { imageSummary } from "./summary.ts";

type Actor = SessionUser | null | undefined;

/** An image uploaded in the create form is used only once the article is saved: for this long after
 * its upload an image is never called unused, so a clean-up cannot pull it from under a writer. */
export const UNUSED_AFTER_HOURS = 24;

const NOT_FOUND = "Image not found";

export type UnusedImage = ImageSummary;

const unusedSince = (now: Date) =>
  and(
    lte(media.createdAt, new Date(now.getTime() - UNUSED_AFTER_HOURS * 3600_000)),
    notExists(sql`(select 1 from ${mediaUses} where ${mediaUses.mediaId} = ${media.id})`),
    // A print edition's cover (decision 0079) is used too, by the edition, whatever its status.
    notExists(sql`(select 1 from ${printEditions} where ${printEditions.coverMediaId} = ${media.id})`),
  );

/** Uploaded images that no article or creative piece shows and no print edition has as its cover, oldest first, in pages of 20 (for an admin
 * to remove: docs/decisions/0018-uploads-in-an-s3-compatible-store.md). */
export async function listUnusedImages(
  db: Db,
  storage: Storage,
  actor: Actor,
  asked: { page?: number | string } = {},
  now = new Date(),
): Promise<Page<UnusedImage>> {
  assertCan(actor, "mediaLibrary");
  const where = unusedSince(now);
  return exactPage(db, media, where, asked.page, ADMIN_PAGE_SIZE, async (offset) => {
    const rows = await db
      .select()
      .from(media)
      .where(where)
      .orderBy(asc(media.createdAt), asc(media.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
    return rows.map((row) => imageSummary(row, storage));
  });
}

/** Removes an unused image: its row, then its renditions from the store. An image in use (or uploaded
 * less than a day ago) stays, with a 409 that says why; the database refuses to drop a used one even
 * when a save that starts using it races this removal (media_uses.media_id has no cascade). */
export async function removeUnusedImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: unknown,
  now = new Date(),
): Promise<{ id: string; name: string }> {
  assertCan(actor, "mediaLibrary");
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  let removed;
  try {
    [removed] = await db
      .delete(media)
      .where(and(eq(media.id, id), unusedSince(now)))
      .returning({
        id: media.id,
        name: media.originalName,
        variants: media.variants,
        avifVariants: media.avifVariants,
        preview: media.preview,
      });
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw inUse(1);
    throw error;
  }
  if (!removed) throw await whyKept(db, id);
  await deleteStoredFiles(storage, storedKeys(removed), `image ${id}`);
  return { id: removed.id, name: removed.name ?? "Image" };
}

async function whyKept(db: Db, id: string): Promise<Error> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  if (!row) return new NotFound(NOT_FOUND);
  const uses = await db.$count(mediaUses, eq(mediaUses.mediaId, id));
  if (uses > 0) return inUse(uses);
  if ((await db.$count(printEditions, eq(printEditions.coverMediaId, id))) > 0)
    return new Conflict("This image is the cover of a print edition, so it was not deleted.");
  return new Conflict(
    `Images uploaded in the last ${UNUSED_AFTER_HOURS} hours are kept: an article being written may be about to use it.`,
  );
}

const inUse = (uses: number) =>
  new Conflict(
    `This image is still used by ${uses === 1 ? "an article or creative piece" : `${uses} articles or creative pieces`}, so it was not deleted.`,
  );
