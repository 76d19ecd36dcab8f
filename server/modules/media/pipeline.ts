import sharp from "sharp";
import { MAX_INPUT_PIXELS } from "./refusals.ts";

/** The widths a page may choose from (srcset); an image narrower than the largest keeps its own. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** WebP cannot be taller than 16,383 pixels; a very tall image is narrowed to fit this height. */
const MAX_OUTPUT_HEIGHT = 8192;
const WEBP_QUALITY = 80;

export type Rendition = { width: number; height: number; data: Buffer };

export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * Decodes the image once, turned upright by its EXIF orientation, in sRGB, at the largest width it
 * will be shown at, and encodes each width as WebP from those pixels. The encoder writes no
 * metadata: EXIF (camera, GPS position), XMP, IPTC and ICC profiles are all left behind.
 */
export async function renderVariants(bytes: Uint8Array): Promise<Rendition[]> {
  const { data, info } = await sharp(bytes, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: "error",
    sequentialRead: true,
  })
    .autoOrient()
    .resize({
      width: VARIANT_WIDTHS.at(-1),
      height: MAX_OUTPUT_HEIGHT,
      fit: "inside",
      withoutEnlargement: true,
    })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const renditions: Rendition[] = [];
  for (const width of variantWidths(info.width)) {
    const out = await sharp(data, { raw })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ width: out.info.width, height: out.info.height, data: out.data });
  }
  return renditions;
}
