/** Where uploaded files live, behind the few operations the media module needs: the local directory
 * (./local-storage.ts, the default) or an S3-compatible bucket (./s3-storage.ts). Keys are flat random names chosen by the
 * caller; nothing here knows about images beyond their content type. */
export type Storage = {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Stores the file at `file` on this machine's disk under `key`, streamed: a 500 MB video is never
   * held in memory (issue 41). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The stored object, or null when there is none under this key; with `wanted`, only those bytes of
   * it (an HTTP range request), its `range` saying which, or `unsatisfiable` when none of them exist. */
  get(key: string, wanted?: WantedRange): Promise<StoredObject | null>;
  /** The address a page uses for it. */
  url(key: string): string;
  delete(key: string): Promise<void>;
};

export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  /** The whole object's size, whatever part of it `body` holds. */
  size: number;
  contentType: string;
  /** Asked for a range: the bytes `body` holds, first and last included; "unsatisfiable" (and an
   * empty body) when the object has none of them. */
  range?: { start: number; end: number } | "unsatisfiable";
};

/** One range of an HTTP `Range: bytes=…` header: from `start` (to `end`, included, or the end), or
 * the `last` n bytes. */
export type WantedRange = { start: number; end?: number } | { last: number };

/** The bytes of an object of `size` that `wanted` names, or "unsatisfiable" (RFC 9110 §14.1.2). */
export function resolveRange(
  wanted: WantedRange,
  size: number,
): { start: number; end: number } | "unsatisfiable" {
  if ("last" in wanted)
    return wanted.last > 0 && size > 0
      ? { start: Math.max(0, size - wanted.last), end: size - 1 }
      : "unsatisfiable";
  if (wanted.start >= size) return "unsatisfiable";
  return { start: wanted.start, end: Math.min(size - 1, wanted.end ?? size - 1) };
}

/** The one range of a `Range` header, or null for none, several or one we do not read (the whole
 * object is then sent, as RFC 9110 allows). */
export function parseRange(header: string | undefined): WantedRange | null {
  const match = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) return { last: Number(match[2]) };
  const start = Number(match[1]);
  if (!match[2]) return { start };
  const end = Number(match[2]);
  return end < start ? null : { start, end };
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  // Video, audio and captions files (issue 41, server/modules/media-files).
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  wav: "audio/wav",
  vtt: "text/vtt; charset=utf-8",
  // Print editions' PDFs (issue 43).
  pdf: "application/pdf",
};

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
