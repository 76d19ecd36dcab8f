import { DomainError, Invalid, PayloadTooLarge, RateLimited, UnsupportedMediaType } from "../errors.ts";
import { DOCUMENT_MAX_LABEL, IMAGES_PER_DOCUMENT } from "./limits.ts";

/** The refusals of a Word import, with the texts of SPEC.md §5 and §8 where it gives them. */
export const notAWordDocument = () =>
  new UnsupportedMediaType("Please upload a Word document (.docx or .doc)", undefined, "Invalid file type");

export const legacyWordDocument = () =>
  new UnsupportedMediaType(
    "This is an older Word document (.doc), which cannot be imported. Open it in Word or LibreOffice, save it as a Word Document (.docx) and upload that.",
    undefined,
    "Upload failed",
  );

/** Not a valid .docx package: a renamed zip, a damaged file, a decompression bomb, a conversion that ran
 * out of time or memory. */
export const documentUnreadable = () =>
  new Invalid("Failed to process the document", undefined, "Upload failed");

export const documentTooLarge = () =>
  new PayloadTooLarge(
    `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`,
    undefined,
    "File too large",
  );

export const noDocument = () =>
  new Invalid("Please choose a Word document to upload", undefined, "Upload failed");

/** More distinct images than one import may store (decision 0014): refused before any is stored. */
export const tooManyImages = (images: number) =>
  new Invalid(
    `This document has ${images} images, more than the ${IMAGES_PER_DOCUMENT} a Word import can bring in at once. Please split it into smaller documents and import each of them.`,
    undefined,
    "Too many images",
  );

/** Fewer uploads left in the staff member's window than the document has images: refused before any is
 * stored, with the wait of the uploads limit. */
export const notEnoughUploadsLeft = (
  images: number,
  limit: { points: number; duration: number },
  retryAfterSeconds: number,
) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new RateLimited(
    `This document has ${images} ${images === 1 ? "image" : "images"}, more than you can upload now (${limit.points} uploads in ${limit.duration / 60} minutes). Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    retryAfterSeconds,
  );
};

/** An import stopped half-way because its client went away or the server began to stop: nothing it
 * stored is kept. 503, since the same upload may succeed later; not logged as a failure. */
class ImportCancelled extends DomainError {
  override readonly status = 503;
}

export const importCancelled = () =>
  new ImportCancelled(
    "The import was stopped before it finished, and nothing was kept. Please upload the document again.",
    undefined,
    "Upload failed",
  );

export function throwIfAbandoned(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw importCancelled();
}
