import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { pipeline as streamed } from "node:stream/promises";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { imageUploadInput } from "#shared/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media, type MediaVariant } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { safeFileName } from "./file-name.ts";
import { decodeHeic } from "./heic.ts";
import { inspectImage, type InspectedImage } from "./inspect.ts";
import { renderVariants, type ImageSource, type Rendition, type Renditions } from "./pipeline.ts";
import { createQueue } from "./queue.ts";
import { notAnImage, tooLarge, tooManyPixels } from "./refusals.ts";

/** One upload read and decoded at a time per process: a burst of uploads waits on disk, in line,
 * instead of holding several files and decoded images in memory at once (libvips still uses every
 * core for the one). */
const oneAtATime = createQueue(1);

export type UploadedFile = { path: string; filename: string | null; alt?: string };
export type StoredImage = { mediaId: string; url: string; width: number; height: number };

/**
 * Turns an uploaded file into the site's image: checks it is a PNG, JPEG, GIF, WebP or HEIC of sane
 * dimensions by its bytes, stores its WebP and AVIF renditions (at most 1600 pixels wide: a phone's
 * 12-megapixel photo of up to IMAGE_MAX_BYTES is reduced, decision 0034) and its sharing preview under a
 * fresh random name, and records who uploaded what in `media`, with the SHA-256 of the bytes as
 * uploaded. Answers the largest rendition, which content refers to by its URL.
 */
export async function storeImage(
  db: Db,
  storage: Storage,
  actor: SessionUser | null | undefined,
  upload: UploadedFile,
): Promise<StoredImage> {
  assertCan(actor, "write");
  const { alt } = validate(imageUploadInput, { alt: upload.alt });
  const { image, size, hash, renditions } = await oneAtATime(async () => {
    const size = await sizeWithinLimit(upload.path);
    const inspected = await inspectImage(upload.path);
    const hash = await contentHash(upload.path);
    return { size, hash, ...(await render(upload.path, inspected)) };
  });

  const name = randomBytes(12).toString("base64url");
  const files = storedFiles(name, renditions);
  const variants = files.webp.map((f) => f.variant);
  const stored: string[] = [];
  try {
    for (const file of [...files.webp, ...files.avif, files.preview]) {
      await storage.put(file.variant.key, file.data, file.contentType);
      stored.push(file.variant.key);
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
        avifVariants: files.avif.map((f) => f.variant),
        preview: files.preview.variant,
        contentHash: hash,
      })
      .returning({ id: media.id });
    return { mediaId: row!.id, url: storage.url(largest.key), width: largest.width, height: largest.height };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

type StoredFile = { variant: MediaVariant; data: Buffer; contentType: string };

/** The files of one image under its random name: `<name>-<width>.webp` and `.avif`, and the preview
 * `<name>-1200x630.jpg`. */
function storedFiles(name: string, renditions: Renditions) {
  const file = (r: Rendition, suffix: string, contentType: string): StoredFile => ({
    variant: { key: `${name}-${suffix}`, width: r.width, height: r.height, bytes: r.data.length },
    data: r.data,
    contentType,
  });
  const { preview } = renditions;
  return {
    webp: renditions.webp.map((r) => file(r, `${r.width}.webp`, "image/webp")),
    avif: renditions.avif.map((r) => file(r, `${r.width}.avif`, "image/avif")),
    preview: file(preview, `${preview.width}x${preview.height}.jpg`, "image/jpeg"),
  };
}

async function sizeWithinLimit(file: string): Promise<number> {
  const { size } = await fs.promises.stat(file);
  if (size > IMAGE_MAX_BYTES) throw tooLarge();
  return size;
}

/** The SHA-256 (hex) of a file's bytes, read in chunks. */
export async function contentHash(file: string): Promise<string> {
  const hash = createHash("sha256");
  await streamed(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** The renditions, read from the file (a HEIC photo decoded first: sharp cannot); `image` as it is
 * shown, its dimensions those of the decoded HEIC. */
async function render(
  file: string,
  inspected: InspectedImage,
): Promise<{ image: InspectedImage; renditions: Renditions }> {
  let source: ImageSource = file;
  let image = inspected;
  if (inspected.heic) {
    try {
      const pixels = await decodeHeic(await fs.promises.readFile(file));
      source = pixels;
      image = { ...inspected, width: pixels.raw.width, height: pixels.raw.height };
    } catch {
      throw notAnImage();
    }
  }
  try {
    return { image, renditions: await renderVariants(source) };
  } catch (error) {
    // sharp's refusals of the input itself: a truncated or corrupt body behind a valid header.
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notAnImage();
  }
}
