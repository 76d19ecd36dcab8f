import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { MAX_INPUT_PIXELS, notAnImage, tooManyPixels } from "./refusals.ts";

/** The formats we take, by the type their bytes reveal, and sharp's name for each. */
const FORMATS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
};

export type InspectedImage = { mimeType: string; width: number; height: number };

/**
 * Decides what an upload is from its bytes alone (the name and the declared type are the sender's
 * word): PNG, JPEG, GIF or WebP, whose header sharp reads to the same format, and whose dimensions,
 * read from that header without decoding a pixel, stay within MAX_INPUT_PIXELS. Width and height are
 * as the image is shown, after its EXIF orientation.
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const format = sniffed && FORMATS[sniffed.mime];
  if (!sniffed || !format) throw notAnImage();
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (header.format !== format || !header.width || !header.height) throw notAnImage();
  const height = header.pageHeight ?? header.height;
  if (header.width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  const turned = (header.orientation ?? 1) >= 5;
  return {
    mimeType: sniffed.mime,
    width: turned ? height : header.width,
    height: turned ? header.width : height,
  };
}
