import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { IMAGE_MAX_BYTES } from "../../../app/lib/constants.ts";
import { imageUploadInput } from "../../../app/lib/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media, type MediaVariant } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { safeFileName } from "./file-name.ts";
import { inspectImage } from "./inspect.ts";
import { renderVariants, type Rendition } from "./pipeline.ts";
import { createQueue } from "./queue.ts";
import { notAnImage, tooLarge, tooManyPixels } from "./refusals.ts";

/** One upload read and decoded at a time per process: a burst of uploads waits on disk, in line,
 * instead of holding several files and decoded images in memory at once (libvips still uses every
 * core for the one). */
const oneAtATime = createQueue(1);

export type UploadedFile = { path: string; filename: string | null; alt?: string };
export type StoredImage = { mediaId: string; url: string; width: number; height: number };

/**
 * Turns an uploaded file into the site's image: checks it is a PNG, JPEG, GIF or WebP of sane
 * dimensions by its bytes, stores its WebP renditions under a fresh random name, and records who
 * uploaded what in `media`. Answers the largest rendition, which content refers to by its URL.
 */
export async function storeImage(
  db: Db,
  storage: Storage,
  actor: SessionUser | null | undefined,
  upload: UploadedFile,
): Promise<StoredImage> {
  assertStaff(actor);
  const { alt } = validate(imageUploadInput, { alt: upload.alt });
  const { image, size, renditions } = await oneAtATime(async () => {
    const bytes = await readCapped(upload.path);
    const image = await inspectImage(bytes);
    return { image, size: bytes.length, renditions: await render(bytes) };
  });

  const name = randomBytes(12).toString("base64url");
  const variants: MediaVariant[] = renditions.map((r) => ({
    key: `${name}-${r.width}.webp`,
    width: r.width,
    height: r.height,
    bytes: r.data.length,
  }));
  const stored: string[] = [];
  try {
    for (const [i, variant] of variants.entries()) {
      await storage.put(variant.key, renditions[i]!.data, "image/webp");
      stored.push(variant.key);
    }
    const largest = variants.at(-1)!;
    const [row] = await db
      .insert(media)
      .values({
        storageKey: largest.key,
        originalName: safeFileName(upload.filename),
        mimeType: image.mimeType,
        sizeBytes: size,
        width: image.width,
        height: image.height,
        uploadedBy: actor.id,
        altText: alt || null,
        variants,
      })
      .returning({ id: media.id });
    return { mediaId: row!.id, url: storage.url(largest.key), width: largest.width, height: largest.height };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

async function readCapped(file: string): Promise<Buffer> {
  const { size } = await fs.promises.stat(file);
  if (size > IMAGE_MAX_BYTES) throw tooLarge();
  return fs.promises.readFile(file);
}

async function render(bytes: Buffer): Promise<Rendition[]> {
  try {
    return await renderVariants(bytes);
  } catch (error) {
    // sharp's refusals of the input itself: a truncated or corrupt body behind a valid header.
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notAnImage();
  }
}
