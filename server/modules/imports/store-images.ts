import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { ALT_TEXT_MAX_LENGTH } from "#shared/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { isDomainError } from "../errors.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { storeImage, type StoredImage } from "../media/uploads.ts";
import type { ExtractedImage } from "./convert.ts";
import { throwIfAbandoned } from "./refusals.ts";

const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * Each distinct image through storeImage, as if uploaded on its own: one the pipeline refuses (a
 * Windows metafile, one over 5 MB) is left out and counted, anything else unexpected undoes the ones
 * stored. So does `signal` aborting, looked at before each image and after the last: the image being
 * stored at that moment is finished and then removed with the others.
 */
export async function storeImages(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  images: ExtractedImage[],
  documentName: string | null,
  signal?: AbortSignal,
) {
  const byIndex = new Map<number, StoredImage>();
  if (images.length === 0) return { byIndex };
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-import-"));
  const base = (documentName ?? "document").replace(/\.docx?$/i, "");
  try {
    for (const [index, image] of images.entries()) {
      throwIfAbandoned(signal);
      const file = path.join(dir, String(index));
      await fs.promises.writeFile(file, image.bytes, { mode: 0o600 });
      const extension = IMAGE_EXTENSIONS[image.contentType] ?? "bin";
      try {
        const alt = Array.from(image.alt.trim()).slice(0, ALT_TEXT_MAX_LENGTH).join("");
        byIndex.set(
          index,
          await storeImage(db, storage, actor, {
            path: file,
            filename: `${base}-image-${index + 1}.${extension}`,
            alt,
          }),
        );
      } catch (error) {
        if (!isDomainError(error)) throw error;
      }
    }
    throwIfAbandoned(signal);
    return { byIndex };
  } catch (error) {
    await forget(db, storage, [...byIndex.values()]);
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Removes stored images again: their files and their `media` rows. */
export async function forget(db: Db, storage: Storage, images: StoredImage[]) {
  if (images.length === 0) return;
  const rows = await db
    .delete(media)
    .where(
      inArray(
        media.id,
        images.map((i) => i.mediaId),
      ),
    )
    .returning({ variants: media.variants, avifVariants: media.avifVariants, preview: media.preview });
  await Promise.allSettled(rows.flatMap((row) => storedKeys(row).map((key) => storage.delete(key))));
}
