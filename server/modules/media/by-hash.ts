import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";

/**
 * The library's oldest upload of each of these contents, by the SHA-256 of their bytes
 * (`media.content_hash`, recorded for every upload since decision 0035): what an import shows instead of
 * storing the same image again.
 */
export async function oldestUploadsByHash(db: Db, hashes: string[]) {
  const rows =
    hashes.length === 0
      ? []
      : await db
          .select({
            id: media.id,
            hash: media.contentHash,
            storageKey: media.storageKey,
            variants: media.variants,
            altText: media.altText,
          })
          .from(media)
          .where(inArray(media.contentHash, [...new Set(hashes)]))
          .orderBy(asc(media.createdAt), asc(media.id));
  const byHash = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.hash && !byHash.has(row.hash)) byHash.set(row.hash, row);
  return byHash;
}
