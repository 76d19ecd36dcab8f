import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, mediaFiles, mediaFileUses, mediaUses } from "../../db/schema.ts";

/** Who shows an image: an article or a creative piece (the only places an uploaded image can be put
 * today; settings hold no images). */
export type MediaUser = { articleId: string } | { creativePieceId: string };

/** A stored rendition's key at the end of a path in a URL: `/uploads/<key>` or `<S3_PUBLIC_URL>/<key>`,
 * in an `src`, an `href` or the image field. Names that are not our keys match nothing in `media`. */
const KEY_IN_URL = /\/([A-Za-z0-9_-]{1,128}\.webp)(?![A-Za-z0-9_.-])/g;

/** A video's or audio file's key in a URL (issue 41): `<video src>`, `<audio src>`. Captions are their
 * video's and are not counted. */
const FILE_KEY_IN_URL = /\/([A-Za-z0-9_-]{1,128}\.(?:mp4|webm|mp3|m4a|ogg|wav))(?![A-Za-z0-9_.-])/g;

/** Containment tests per query: each one is a look-up in media_variants_idx. */
const KEYS_PER_QUERY = 100;

/** The distinct storage keys the texts point at: images' renditions, or with `FILE_KEY_IN_URL` videos and audio. */
export function storageKeysIn(
  texts: ReadonlyArray<string | null | undefined>,
  pattern = KEY_IN_URL,
): string[] {
  const keys = new Set<string>();
  for (const text of texts) for (const match of (text ?? "").matchAll(pattern)) keys.add(match[1]!);
  return [...keys];
}

/** The images any of whose renditions has one of these keys. */
export async function mediaWithKeys(db: Db, keys: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    const batch = keys.slice(i, i + KEYS_PER_QUERY);
    const rows = await db
      .select({ id: media.id })
      .from(media)
      .where(or(...batch.map((key) => sql`${media.variants} @> ${JSON.stringify([{ key }])}::jsonb`)));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids];
}

/** Makes media_uses say exactly which images an article's or piece's texts (its image field and its
 * content) point at, and media_file_uses which videos and audio files they play (and `fileIds`: a
 * podcast episode's audio). Call it in the transaction that writes them; a deleted article or piece
 * takes its uses with it (ON DELETE CASCADE). */
export async function recordMediaUses(
  db: Db,
  user: MediaUser,
  texts: ReadonlyArray<string | null | undefined>,
  fileIds: ReadonlyArray<string | null | undefined> = [],
): Promise<void> {
  await recordFileUses(db, user, texts, fileIds);
  const [column, id] =
    "articleId" in user
      ? [mediaUses.articleId, user.articleId]
      : [mediaUses.creativePieceId, user.creativePieceId];
  const ids = await mediaWithKeys(db, storageKeysIn(texts));
  await db
    .delete(mediaUses)
    .where(and(eq(column, id), ids.length ? notInArray(mediaUses.mediaId, ids) : undefined));
  if (ids.length)
    await db
      .insert(mediaUses)
      .values(ids.map((mediaId) => ({ mediaId, ...user })))
      .onConflictDoNothing();
}

async function recordFileUses(
  db: Db,
  user: MediaUser,
  texts: ReadonlyArray<string | null | undefined>,
  fileIds: ReadonlyArray<string | null | undefined>,
) {
  const [column, id] =
    "articleId" in user
      ? [mediaFileUses.articleId, user.articleId]
      : [mediaFileUses.creativePieceId, user.creativePieceId];
  const keys = storageKeysIn(texts, FILE_KEY_IN_URL);
  const named = fileIds.filter((fileId): fileId is string => !!fileId);
  const ids =
    keys.length || named.length
      ? (
          await db
            .select({ id: mediaFiles.id })
            .from(mediaFiles)
            .where(
              and(
                or(
                  keys.length ? inArray(mediaFiles.storageKey, keys) : undefined,
                  named.length ? inArray(mediaFiles.id, named) : undefined,
                ),
                inArray(mediaFiles.kind, ["video", "audio"]),
              ),
            )
        ).map((row) => row.id)
      : [];
  await db
    .delete(mediaFileUses)
    .where(and(eq(column, id), ids.length ? notInArray(mediaFileUses.mediaFileId, ids) : undefined));
  if (ids.length)
    await db
      .insert(mediaFileUses)
      .values(ids.map((mediaFileId) => ({ mediaFileId, ...user })))
      .onConflictDoNothing();
}
