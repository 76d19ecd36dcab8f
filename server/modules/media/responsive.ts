import { eq, inArray } from "drizzle-orm";
import type { ImageCredit } from "#shared/media.ts";
import type { Db } from "../../db/client.ts";
import { media, people, type MediaVariant } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { creditColumns, creditOf, type CreditColumns } from "./credit.ts";
import { storageKeysIn } from "./uses.ts";

/** A sharing preview: an absolute or site-relative address and its size. */
export type SharingPreview = { url: string; width: number; height: number };

export type UploadedImage = {
  /** The largest WebP rendition, as content refers to it, and its size. */
  src: string;
  width: number;
  height: number;
  /** The WebP widths as a srcset, and the AVIF ones (absent for images uploaded before there were). */
  srcset: string;
  avifSrcset?: string;
  /** The 1200 × 630 JPEG for og:image; null for images uploaded before there were previews. */
  preview: SharingPreview | null;
  altText: string | null;
  /** Who took it (decision 0071), shown as 'Photo: <name>' beneath it and in its structured data. */
  credit: ImageCredit | null;
};

/** An uploaded image by the address a page or content refers to it by; null for any other address. */
export type ImageLookup = (url: string | null | undefined) => UploadedImage | null;

type Row = Pick<
  typeof media.$inferSelect,
  "storageKey" | "variants" | "avifVariants" | "preview" | "altText"
> &
  CreditColumns;

const srcsetOf = (storage: Storage, variants: MediaVariant[]) =>
  variants.map((v) => `${storage.url(v.key)} ${v.width}w`).join(", ");

function uploadedImage(storage: Storage, row: Row): UploadedImage | null {
  const largest = row.variants.at(-1);
  if (!largest) return null;
  const preview = row.preview
    ? { url: storage.url(row.preview.key), width: row.preview.width, height: row.preview.height }
    : null;
  return {
    src: storage.url(largest.key),
    width: largest.width,
    height: largest.height,
    srcset: srcsetOf(storage, row.variants),
    ...(row.avifVariants.length > 0 ? { avifSrcset: srcsetOf(storage, row.avifVariants) } : {}),
    preview,
    altText: row.altText,
    credit: creditOf(row),
  };
}

/**
 * The uploaded images that texts (image fields, content HTML) point at by their largest rendition, as
 * the portal writes them, in one query whatever their number: a page asks once for all its images.
 * Nothing is asked when the texts name no upload.
 */
export async function findUploadedImages(
  db: Db,
  storage: Storage,
  texts: ReadonlyArray<string | null | undefined>,
): Promise<ImageLookup> {
  const keys = storageKeysIn(texts);
  const rows = keys.length
    ? await db
        .select({
          storageKey: media.storageKey,
          variants: media.variants,
          avifVariants: media.avifVariants,
          preview: media.preview,
          altText: media.altText,
          ...creditColumns,
        })
        .from(media)
        .leftJoin(people, eq(people.id, media.creditPersonId))
        .where(inArray(media.storageKey, keys))
    : [];
  const byKey = new Map(rows.map((row) => [row.storageKey, uploadedImage(storage, row)]));
  return (url) => {
    if (!url) return null;
    const [key] = storageKeysIn([url]);
    return (key && byKey.get(key)) || null;
  };
}
