import sharp, { type Sharp } from "sharp";
import type { Pixels } from "./heic.ts";
import { MAX_INPUT_PIXELS } from "./refusals.ts";

// libvips keeps the results of recent operations (up to 50 MB) for reuse: every upload is a new image,
// so nothing is ever reused, and the memory is better left to the next one.
sharp.cache(false);

/** The widths a page may choose from (srcset); an image narrower than the largest keeps its own. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** The sharing preview (og:image): what Facebook, X, LinkedIn and WhatsApp show large (decision 0020). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** WebP cannot be taller than 16,383 pixels; a very tall image is narrowed to fit this height. */
const MAX_OUTPUT_HEIGHT = 8192;
const WEBP_QUALITY = 80;
/** AVIF at sharp's default quality, effort 3 of 9: on a 2-core machine the three widths of a photo take
 * about a second, a quarter of the default effort's time for files about a fifth larger (decision 0020). */
const AVIF = { quality: 50, effort: 3 } as const;
const PREVIEW_JPEG = { quality: 82, mozjpeg: true } as const;

export type Rendition = { width: number; height: number; data: Buffer };
export type Renditions = { webp: Rendition[]; avif: Rendition[]; preview: Rendition };

export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

type Raw = { data: Buffer; raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function encode(image: Sharp): Promise<Rendition> {
  const out = await image.toBuffer({ resolveWithObject: true });
  return { width: out.info.width, height: out.info.height, data: out.data };
}

const atWidth = ({ data, raw }: Raw, width: number) =>
  sharp(data, { raw }).resize({ width, withoutEnlargement: true });

/** What the pipeline reads: a file's path, its bytes, or pixels decoded already (a HEIC photo). */
export type ImageSource = string | Uint8Array | Pixels;

function open(source: ImageSource): Sharp {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true } as const;
  if (typeof source === "string" || source instanceof Uint8Array) return sharp(source, options);
  return sharp(source.data, { ...options, raw: source.raw });
}

/**
 * Decodes the image once (from a file, read in sequence and, for a JPEG, shrunk as it is read: a
 * 12-megapixel phone photo never lies in memory whole), turned upright by its EXIF orientation, in sRGB, at the largest width it
 * will be shown at, and encodes from those pixels each width as WebP and as AVIF, and the sharing
 * preview: 1200 × 630 JPEG cropped to the most interesting part (enlarged when the image is smaller).
 * The encoders write no metadata: EXIF (camera, GPS position), XMP, IPTC and ICC profiles are all left
 * behind.
 */
export async function renderVariants(source: ImageSource): Promise<Renditions> {
  const { data, info } = await open(source)
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
  const pixels: Raw = { data, raw: { width: info.width, height: info.height, channels: info.channels } };
  const webp: Rendition[] = [];
  const avif: Rendition[] = [];
  for (const width of variantWidths(info.width)) {
    webp.push(await encode(atWidth(pixels, width).webp({ quality: WEBP_QUALITY })));
    avif.push(await encode(atWidth(pixels, width).avif(AVIF)));
  }
  const preview = await encode(
    sharp(data, { raw: pixels.raw })
      .resize({ ...PREVIEW_SIZE, fit: "cover", position: "attention" })
      // JPEG has no alpha: a transparent PNG or GIF is shown on white, as pages show it.
      .flatten({ background: "#ffffff" })
      .jpeg(PREVIEW_JPEG),
  );
  return { webp, avif, preview };
}
