import type { Storage } from "../../providers/storage.ts";

/**
 * The address a page (or a podcast feed's enclosure, once made absolute) uses for a stored video,
 * audio or captions file: `/uploads/<key>` served by this server with range requests, or the bucket's
 * own public address (S3_PUBLIC_URL), which answers ranges itself.
 */
export function mediaFileUrl(storage: Storage, storageKey: string): string {
  return storage.url(storageKey);
}
