import { and, eq, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, mediaUses } from "../../db/schema.ts";

/** Who shows an image: an article or a creative piece (the only places an uploaded image can be put
 * today; settings hold no images). */
export type MediaUser = { articleId: string } | { creativePieceId: string };

/** A stored rendition's key at the end of a path in a URL: `/uploads/<key>` or `<S3_PUBLIC_URL>/<key>`,
 * in an `src`, an `href` or the image field. Names that are not our keys match nothing in `media`. */
const KEY_IN_URL = /\/([A-Za-z0-9_-]{1,128}\.webp)(?![A-Za-z0-9_.-])/g;

/** Containment tests per query: each one is a look-up in media_variants_idx. */
const KEYS_PER_QUERY = 100;

/** The distinct storage keys the texts point at. */
export function storageKeysIn(texts: ReadonlyArray<string | null | undefined>): string[] {
  const keys = new Set<string>();
  for (const text of texts) for (const match of (text ?? "").matchAll(KEY_IN_URL)) keys.add(match[1]!);
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
 * content) point at. Call it in the transaction that writes them; a deleted article or piece takes its
 * uses with it (ON DELETE CASCADE). */
export async function recordMediaUses(
  db: Db,
  user: MediaUser,
  texts: ReadonlyArray<string | null | undefined>,
): Promise<void> {
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
