import type { media } from "../../db/schema.ts";
import type { ImageSummary } from "#shared/media.ts";
import type { Storage } from "../../providers/storage.ts";

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
