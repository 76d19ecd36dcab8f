import { LIMITS } from "../rate-limits.ts";

export { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_LABEL } from "#shared/constants.ts";

/** The most distinct images one document may bring in. Each is one upload against the staff member's
 * uploads limit, so the cap is that limit's window: any document within it can be imported on a fresh
 * quota, and none is refused forever (decision 0014). */
export const IMAGES_PER_DOCUMENT = LIMITS.uploads.points;

const MB = 1024 * 1024;

/** What the package may unpack to, read from its central directory before anything is inflated, and
 * held again while inflating (an entry may not inflate past the size it declares). */
export const PACKAGE_LIMITS = {
  /** A long .docx has a few dozen parts; thousands mean something else. */
  entries: 1000,
  /** Everything inflated together: the text of a book is a few MB of XML, the rest is images. */
  totalBytes: 80 * MB,
  /** Inflated over compressed size, for any part over `ratioFloorBytes`: XML compresses 5 to 20 times,
   * a decompression bomb hundreds or thousands of times. */
  ratio: 100,
  ratioFloorBytes: 1 * MB,
} as const;

/** The conversion's worker: stopped after this long, and given at most this much heap. */
export const CONVERSION_LIMITS = {
  timeoutMs: 30_000,
  oldGenerationMb: 384,
  youngGenerationMb: 48,
} as const;
