import { Invalid, PayloadTooLarge, UnsupportedMediaType } from "../errors.ts";

/** The most pixels an upload may have, read from its header before any decoding: a 50-megapixel photo
 * passes, a small file that would inflate to gigabytes of pixels (a decompression bomb) does not. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The refusals of an upload, with the toast texts of SPEC.md §5 and §8 where it gives them. */
export const tooLarge = () =>
  new PayloadTooLarge("Please upload an image smaller than 5MB", undefined, "File too large");

export const notAnImage = () =>
  new UnsupportedMediaType("Please upload an image file", undefined, "Invalid file type");

export const tooManyPixels = () =>
  new Invalid(
    "Please upload an image of at most 50 megapixels (for example 8000 × 6000 pixels)",
    undefined,
    "Image too large",
  );

export const noFile = () => new Invalid("Please choose an image to upload", undefined, "Upload failed");

export const unreadable = () =>
  new Invalid("The upload could not be read. Please try again.", undefined, "Upload failed");

export const notMultipart = () =>
  new UnsupportedMediaType("Please send the image as a multipart form", undefined, "Upload failed");
