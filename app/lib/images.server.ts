import type { AppLoadContext } from "react-router";
import { DEFAULT_IMAGE } from "#shared/constants.ts";
import type { ImageAttributes, ImageSources } from "./image-sources.ts";
import { IMAGE_SIZES } from "#shared/image-sizes.ts";
import {
  findUploadedImages,
  type ImageLookup,
  type UploadedImage,
} from "../../server/modules/media/responsive.ts";

/** The size of the site's own illustrations (public/images, all 16:9 SVG), which also stands in as the
 * shape of an image linked by address, whose size the server does not know: every place a picture is
 * shown has a box of its own shape, which the picture covers. */
const ILLUSTRATION_SIZE = { width: 1200, height: 675 } as const;

/** The uploaded images a page shows, from its image fields and content, in one query (decision 0020).
 * In the reading mode for slow networks, each at its smallest width only. */
export async function pageImages(
  { services: { db, storage }, lightReading }: AppLoadContext,
  texts: ReadonlyArray<string | null | undefined>,
): Promise<ImageLookup> {
  const images = await findUploadedImages(db, storage, texts);
  return lightReading ? (url) => smallest(images(url)) : images;
}

/** The narrowest candidate of a srcset ('a.webp 320w, b.webp 640w'). */
function narrowest(srcset: string): string {
  const candidates = srcset.split(",").map((candidate) => {
    const [url = "", width = ""] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(width, 10) || Infinity };
  });
  const [first] = candidates.sort((a, b) => a.width - b.width);
  return first ? `${first.url} ${first.width}w` : srcset;
}

/** An upload offered at its smallest stored width only, in each format. */
function smallest(image: UploadedImage | null): UploadedImage | null {
  if (!image) return null;
  return {
    ...image,
    srcset: narrowest(image.srcset),
    ...(image.avifSrcset ? { avifSrcset: narrowest(image.avifSrcset) } : {}),
  };
}

type Shown = {
  /** How wide the page shows it (IMAGE_SIZES); a card by default. */
  shown?: keyof typeof IMAGE_SIZES;
  /** The page's lead picture: fetched first, not lazily. */
  lead?: boolean;
  /** Its alt text where the page has its own (a caption). */
  alt?: string | null;
  /** The illustration shown without a picture, or when it fails to load. */
  fallback?: string;
};

/** A card or story with its picture's attributes: an upload's widths and size, or the illustration's
 * size for a default picture or an image linked by address. */
export function withImage<T extends { imageUrl: string | null }>(
  item: T,
  images: ImageLookup,
  { shown = "card", lead = false, alt, fallback = DEFAULT_IMAGE }: Shown = {},
): T & { image: ImageSources } {
  const found = images(item.imageUrl);
  const img: ImageAttributes = {
    src: item.imageUrl ?? fallback,
    ...(found
      ? { width: found.width, height: found.height, srcSet: found.srcset, sizes: IMAGE_SIZES[shown] }
      : ILLUSTRATION_SIZE),
    // Empty where nothing describes it: a decorative picture.
    alt: alt || found?.altText || "",
    decoding: "async",
    ...(lead ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy" }),
  };
  const image: ImageSources = { img, fallback };
  if (found?.avifSrcset) image.avif = found.avifSrcset;
  if (found?.credit) image.credit = found.credit;
  return { ...item, image };
}
