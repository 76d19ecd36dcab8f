import {
  DOCUMENT_FAILED,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  NOT_A_WORD_DOCUMENT,
  UPLOAD_FAILED,
} from "#shared/texts.ts";
import { DomainError, Invalid, PayloadTooLarge, RateLimited, UnsupportedMediaType } from "../errors.ts";
import { DOCUMENT_MAX_LABEL, IMAGES_PER_DOCUMENT } from "./limits.ts";

/** The refusals of a Word import, with the texts of SPEC.md §5 and §8 where it gives them. */
export const notAWordDocument = () =>
  new UnsupportedMediaType(NOT_A_WORD_DOCUMENT, undefined, INVALID_FILE_TYPE);

export const legacyWordDocument = () =>
  new UnsupportedMediaType(
    "This is an older Word document (.doc), which cannot be imported. Open it in Word or LibreOffice, save it as a Word Document (.docx) and upload that.",
    undefined,
    UPLOAD_FAILED,
  );

/** Not a valid .docx package: a renamed zip, a damaged file, a decompression bomb, a conversion that ran
 * out of time or memory. */
export const documentUnreadable = () => new Invalid(DOCUMENT_FAILED, undefined, UPLOAD_FAILED);

export const documentTooLarge = () =>
  new PayloadTooLarge(
    `Please upload a Word document smaller than ${DOCUMENT_MAX_LABEL}`,
    undefined,
    FILE_TOO_LARGE,
  );

export const noDocument = () =>
  new Invalid("Please choose a Word document to upload", undefined, UPLOAD_FAILED);

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
    UPLOAD_FAILED,
  );

export function throwIfAbandoned(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw importCancelled();
}
