import fs from "node:fs";
import { escapeMarkup } from "#shared/escape.ts";
import type { Db } from "../../db/client.ts";
import { LIMITS, type RateLimits } from "../rate-limits.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { isDomainError, type RateLimited } from "../errors.ts";
import { createQueue } from "../media/queue.ts";
import type { StoredImage } from "../media/uploads.ts";
import { convertDocx } from "./convert.ts";
import { CONVERSION_LIMITS, DOCUMENT_MAX_BYTES, IMAGES_PER_DOCUMENT } from "./limits.ts";
import { readDocxPackage } from "./package.ts";
import {
  documentTooLarge,
  documentUnreadable,
  noDocument,
  notEnoughUploadsLeft,
  throwIfAbandoned,
  tooManyImages,
} from "./refusals.ts";
import { countLosses, imagesAsFigures, lossReport, plainNotes, tableCells, takeTitle } from "./shape.ts";
import { describeHeld, forget, heldImages, storeImages } from "./store-images.ts";

/** One document converted at a time per process: each conversion is a worker with its own heap. */
const oneAtATime = createQueue(1);

export type ImportedDocument = {
  /** The article body, sanitized like every write; images refer to their uploads. */
  html: string;
  /** The document's title (Word's Title style, or a heading that opens it), for an empty headline; it
   * is not in `html`. */
  title: string | null;
  /** What could not be kept, in one or more sentences, or null. */
  notImported: string | null;
  /** The images the body shows: those stored from the document, and those the library held already. */
  images: StoredImage[];
};

/**
 * A .docx turned into an article body (decision 0014): the package checked and inflated within limits,
 * converted by mammoth in a bounded worker, each distinct embedded image stored once through the upload
 * pipeline (alt text from the image's description) and counted as one upload of the staff member's, unless
 * the library holds it already (decision 0035), the title taken out of the body, tables kept, and the
 * result sanitized. An image without a description has an empty alt, which the portal flags. Nothing is written unless the whole import succeeds: a
 * refusal, or `signal` aborting (the client gone, the server stopping), leaves no file and no `media` row
 * behind.
 */
export async function importDocument(
  db: Db,
  storage: Storage,
  actor: SessionUser | null | undefined,
  upload: { path: string; filename: string | null },
  { limits, signal }: { limits: RateLimits; signal?: AbortSignal },
): Promise<ImportedDocument> {
  assertCan(actor, "write");
  const { size } = await fs.promises.stat(upload.path);
  if (size === 0) throw noDocument();
  if (size > DOCUMENT_MAX_BYTES) throw documentTooLarge();
  const { converted, losses } = await oneAtATime(async () => {
    throwIfAbandoned(signal);
    const parts = await readDocxPackage(upload.path);
    const losses = countLosses(
      parts.get("word/document.xml")?.toString("utf8") ?? "",
      parts.get("word/comments.xml")?.toString("utf8"),
    );
    try {
      return { converted: await convertDocx(parts, CONVERSION_LIMITS, signal), losses };
    } catch (error) {
      throwIfAbandoned(signal);
      console.warn("A Word document could not be converted:", (error as Error).message);
      throw documentUnreadable();
    }
  });

  const { images, references } = converted;
  if (images.length > IMAGES_PER_DOCUMENT) throw tooManyImages(images.length);
  const held = await heldImages(db, storage, images);
  await countUploads(limits, actor.id, images.length - held.size);
  const stored = await storeImages(db, storage, actor, images, upload.filename, { held, signal });
  try {
    const withImages = converted.html.replace(
      /<img [^>]*src="borderland-import:(\d+)"[^>]*>/g,
      (_, index: string) => {
        const reference = references[Number(index)];
        const image = reference && stored.byIndex.get(reference.image);
        if (!image) return "";
        const alt = reference.alt.trim() || held.get(reference.image)?.alt || "";
        return `<img src="${image.url}" alt="${escapeMarkup(alt)}">`;
      },
    );
    const { title, body } = takeTitle(withImages);
    const html = sanitizeContent(imagesAsFigures(plainNotes(tableCells(body))));
    await describeHeld(db, images, held);
    return {
      html,
      title,
      notImported: lossReport({ ...losses, images: images.length - stored.byIndex.size }),
      images: [...stored.byIndex.values()],
    };
  } catch (error) {
    await forget(db, storage, stored.stored);
    throw error;
  }
}

/** One upload per distinct image to store, the same limit and key as an image upload's (one for a
 * document without any: its conversion is work too), all counted before any image is stored, or none. */
async function countUploads(limits: RateLimits, userId: string, images: number) {
  try {
    await limits.consumeMany("uploads", userId, Math.max(1, images));
  } catch (error) {
    // By its status, not its class: the server and the app's bundle each hold a copy of errors.ts.
    if (images > 0 && isDomainError(error) && error.status === 429) {
      throw notEnoughUploadsLeft(images, LIMITS.uploads, (error as RateLimited).retryAfterSeconds);
    }
    throw error;
  }
}
