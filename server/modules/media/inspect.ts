import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import {
  HEIC_MAX_PIXELS,
  MAX_INPUT_PIXELS,
  notAnImage,
  tooManyPixels,
  tooManyPixelsForHeic,
} from "./refusals.ts";

/** The formats we take, by the type their bytes reveal, and sharp's name for each. An iPhone's HEIC
 * says image/heic (its brand 'heic'), or image/heif when it names only the general brand 'mif1'. */
const FORMATS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heif",
  "image/heif": "heif",
};

export type InspectedImage = {
  mimeType: string;
  width: number;
  height: number;
  /** HEVC-coded HEIF, which sharp cannot decode itself (heic.ts does). */
  heic: boolean;
};

/**
 * Decides what an upload is from its bytes alone (the name and the declared type are the sender's
 * word): PNG, JPEG, GIF, WebP or HEIC, whose header sharp reads to the same format (a HEIF must hold
 * HEVC: AVIF, the other HEIF, is not taken), and whose dimensions, read from that header without
 * decoding a pixel, stay within MAX_INPUT_PIXELS (HEIC_MAX_PIXELS for HEIC). Width and height are as
 * the image is shown, after its EXIF orientation. Reads the file's first bytes and its header only.
 */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const sniffed = await fileTypeFromFile(file);
  const format = sniffed && FORMATS[sniffed.mime];
  if (!sniffed || !format) throw notAnImage();
  let header: Metadata;
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (header.format !== format || !header.width || !header.height) throw notAnImage();
  const heic = format === "heif";
  if (heic && header.compression !== "hevc") throw notAnImage();
  const height = header.pageHeight ?? header.height;
  if (header.width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
  if (heic && header.width * height > HEIC_MAX_PIXELS) throw tooManyPixelsForHeic();
  // HEIF turns its image by its own boxes, which the decoder applies; EXIF's orientation is not read.
  const turned = !heic && (header.orientation ?? 1) >= 5;
  return {
    mimeType: heic ? "image/heic" : sniffed.mime,
    width: turned ? height : header.width,
    height: turned ? header.width : height,
    heic,
  };
}
