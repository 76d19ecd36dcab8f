import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { ALT_TEXT_MAX_LENGTH } from "#shared/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { isDomainError } from "../errors.ts";
import { oldestUploadsByHash } from "../media/by-hash.ts";
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

/** An image the library already holds, with the alt text it was given there. */
export type HeldImage = StoredImage & { alt: string };

/**
 * The images of the document that the library already holds, by index: the oldest upload of the same
 * bytes (oldestUploadsByHash). They are shown as they are, not stored again.
 */
export async function heldImages(db: Db, storage: Storage, images: ExtractedImage[]) {
  const held = new Map<number, HeldImage>();
  const byHash = await oldestUploadsByHash(
    db,
    images.map((image) => image.hash),
  );
  for (const [index, image] of images.entries()) {
    const row = byHash.get(image.hash);
    const largest = row?.variants.at(-1);
    if (!row || !largest) continue;
    held.set(index, {
      mediaId: row.id,
      url: storage.url(row.storageKey),
      width: largest.width,
      height: largest.height,
      alt: row.altText ?? "",
    });
  }
  return held;
}

/**
 * Each distinct image the library does not hold yet (`held`) through storeImage, as if uploaded on its
 * own: one the pipeline refuses (a Windows metafile, one over 25 MB) is left out and counted, anything
 * else unexpected undoes the ones stored. So does `signal` aborting, looked at before each image and
 * after the last: the image being stored at that moment is finished and then removed with the others.
 * `byIndex` has the held images too; `stored` only those stored here, which an import undoes.
 */
export async function storeImages(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  images: ExtractedImage[],
  documentName: string | null,
  { held = new Map(), signal }: { held?: Map<number, HeldImage>; signal?: AbortSignal } = {},
) {
  const byIndex = new Map<number, StoredImage>();
  for (const [index, { mediaId, url, width, height }] of held)
    byIndex.set(index, { mediaId, url, width, height });
  const stored: StoredImage[] = [];
  if (images.length === held.size) return { byIndex, stored };
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-import-"));
  const base = (documentName ?? "document").replace(/\.docx?$/i, "");
  try {
    for (const [index, image] of images.entries()) {
      if (held.has(index)) continue;
      throwIfAbandoned(signal);
      const file = path.join(dir, String(index));
      await fs.promises.writeFile(file, image.bytes, { mode: 0o600 });
      const extension = IMAGE_EXTENSIONS[image.contentType] ?? "bin";
      try {
        const alt = Array.from(image.alt.trim()).slice(0, ALT_TEXT_MAX_LENGTH).join("");
        const done = await storeImage(db, storage, actor, {
          path: file,
          filename: `${base}-image-${index + 1}.${extension}`,
          alt,
        });
        byIndex.set(index, done);
        stored.push(done);
      } catch (error) {
        if (!isDomainError(error)) throw error;
      }
    }
    throwIfAbandoned(signal);
    return { byIndex, stored };
  } catch (error) {
    await forget(db, storage, stored);
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Gives a held image that has no alt text in the library the document's description of it, as a
 * stored one gets it: the first description given is recorded. */
export async function describeHeld(db: Db, images: ExtractedImage[], held: Map<number, HeldImage>) {
  for (const [index, image] of held) {
    const alt = Array.from(images[index]!.alt.trim()).slice(0, ALT_TEXT_MAX_LENGTH).join("");
    if (image.alt || !alt) continue;
    await db
      .update(media)
      .set({ altText: alt })
      .where(and(eq(media.id, image.mediaId), or(isNull(media.altText), eq(media.altText, ""))));
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
