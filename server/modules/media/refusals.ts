import {
  FILE_TOO_LARGE,
  IMAGE_TOO_LARGE,
  INVALID_FILE_TYPE,
  NOT_AN_IMAGE,
  UPLOAD_FAILED,
} from "#shared/texts.ts";
import { Invalid, PayloadTooLarge, UnsupportedMediaType } from "../errors.ts";

/** The most pixels an upload may have, read from its header before any decoding: a 50-megapixel photo
 * passes, a small file that would inflate to gigabytes of pixels (a decompression bomb) does not. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The most pixels a HEIC photo may have: its decoder (heic.ts) holds the whole image several times
 * over, about 350 MB at 24 megapixels. An iPhone takes 12 or 24 megapixels unless set to 'HEIF Max'
 * (48), whose photos are refused with a way out (decision 0034). */
export const HEIC_MAX_PIXELS = 25_000_000;

/** The refusals of an upload, with the toast texts of SPEC.md §5 and §8 where it gives them. */
export const tooLarge = () => new PayloadTooLarge(IMAGE_TOO_LARGE, undefined, FILE_TOO_LARGE);

export const notAnImage = () => new UnsupportedMediaType(NOT_AN_IMAGE, undefined, INVALID_FILE_TYPE);

export const tooManyPixels = () =>
  new Invalid(
    "Please upload an image of at most 50 megapixels (for example 8000 × 6000 pixels)",
    undefined,
    "Image too large",
  );

export const tooManyPixelsForHeic = () =>
  new Invalid(
    "Please upload a HEIC photo of at most 25 megapixels, or save the photo as JPEG",
    undefined,
    "Image too large",
  );

export const noFile = () => new Invalid("Please choose an image to upload", undefined, UPLOAD_FAILED);

export const unreadable = () =>
  new Invalid("The upload could not be read. Please try again.", undefined, UPLOAD_FAILED);

export const notMultipart = () =>
  new UnsupportedMediaType("Please send the image as a multipart form", undefined, UPLOAD_FAILED);
