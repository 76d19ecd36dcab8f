/** Where uploaded files live, behind the few operations the media module needs: the local directory
 * (./local-storage.ts, the default) or an S3-compatible bucket (./s3-storage.ts). Keys are flat random names chosen by the
 * caller; nothing here knows about images beyond their content type. */
export type Storage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** The address a page uses for it. */
  url(key: string): string;
  delete(key: string): Promise<void>;
};

export type StoredObject = { body: ReadableStream<Uint8Array>; size: number; contentType: string };

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", avif: "image/avif", jpg: "image/jpeg" };

/** The key grammar: one flat name, no separators or dots before the extension, so that a key can never
 * name a path outside the store. */
const KEY = /^[A-Za-z0-9_-]{1,128}\.([a-z0-9]{1,8})$/;

export function isStorageKey(key: string): boolean {
  const match = KEY.exec(key);
  return match !== null && match[1]! in CONTENT_TYPES;
}

export function contentTypeOfKey(key: string): string | null {
  const match = KEY.exec(key);
  return (match && CONTENT_TYPES[match[1]!]) ?? null;
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 140))}`);
}

/** How every stored object may be cached: keys are random and never reused for other bytes. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

/** The site-relative path under which the HTTP server serves stored objects. */
export const UPLOADS_PATH = "/uploads/";
