import type { media } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";

/** An uploaded image as the portal's lists show it. */
export type ImageSummary = {
  id: string;
  /** The largest rendition, as content refers to it: what an editor pastes to reuse the image. */
  url: string;
  /** The smallest rendition, for a thumbnail. */
  thumbnailUrl: string;
  originalName: string | null;
  altText: string | null;
  width: number | null;
  height: number | null;
  /** What its renditions take in the store. */
  storedBytes: number;
  createdAt: Date;
};

export function imageSummary(row: typeof media.$inferSelect, storage: Storage): ImageSummary {
  return {
    id: row.id,
    url: storage.url(row.storageKey),
    thumbnailUrl: storage.url(row.variants[0]?.key ?? row.storageKey),
    originalName: row.originalName,
    altText: row.altText,
    width: row.width,
    height: row.height,
    storedBytes: [...row.variants, ...row.avifVariants, ...(row.preview ? [row.preview] : [])].reduce(
      (sum, v) => sum + v.bytes,
      0,
    ),
    createdAt: row.createdAt,
  };
}
