import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { importedItems } from "../../db/schema.ts";

/** What an import made of each thing of its source (migration 0015): 'article', 'person', 'comment',
 * 'media' (an image), 'media-file' (a video or audio file) or 'page', by the source's id (a file's by its URL). */
export type ImportedKind = "article" | "person" | "comment" | "media" | "media-file" | "page";

export async function importedAs(
  db: Db,
  source: string,
  kind: ImportedKind,
  sourceId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ targetId: importedItems.targetId })
    .from(importedItems)
    .where(
      and(
        eq(importedItems.source, source),
        eq(importedItems.kind, kind),
        eq(importedItems.sourceId, sourceId),
      ),
    )
    .limit(1);
  return row?.targetId ?? null;
}

export async function recordImported(
  db: Db,
  source: string,
  kind: ImportedKind,
  sourceId: string,
  targetId: string,
): Promise<void> {
  await db.insert(importedItems).values({ source, kind, sourceId, targetId }).onConflictDoNothing();
}
