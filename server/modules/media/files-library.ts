import { and, asc, desc, eq, inArray, lte, notExists, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import type { LibraryFile } from "#shared/media.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles, media, mediaFiles, mediaFileUses, mediaUses, podcastShows } from "../../db/schema.ts";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../../db/sql-state.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { exactPage, type Page } from "../content/count.ts";
import { Conflict, NotFound } from "../errors.ts";
import { mediaFileUrl } from "../media-files/url.ts";
import { usesOf, USES_SHOWN } from "./library.ts";
import { deleteStoredFiles, storedKeys } from "./stored-keys.ts";
import { UNUSED_AFTER_HOURS } from "./unused.ts";

type Actor = SessionUser | null | undefined;
export type FileKind = LibraryFile["kind"];

const NOT_FOUND = "File not found";

/** Not played by any article or piece, not a podcast episode's audio, and older than a day (as images). */
const unusedSince = (now: Date) =>
  and(
    inArray(mediaFiles.kind, ["video", "audio"]),
    lte(mediaFiles.createdAt, new Date(now.getTime() - UNUSED_AFTER_HOURS * 3600_000)),
    notExists(sql`(select 1 from ${mediaFileUses} where ${mediaFileUses.mediaFileId} = ${mediaFiles.id})`),
    notExists(sql`(select 1 from ${articles} where ${articles.audioFileId} = ${mediaFiles.id})`),
  );

function filesPage(
  db: Db,
  storage: Storage,
  where: SQL | undefined,
  page: number | string | undefined,
  oldestFirst: boolean,
): Promise<Page<LibraryFile>> {
  const by = oldestFirst ? asc : desc;
  return exactPage(db, mediaFiles, where, page, ADMIN_PAGE_SIZE, async (offset) => {
    const rows = await db
      .select({ file: mediaFiles, poster: media.variants })
      .from(mediaFiles)
      .leftJoin(media, eq(media.id, mediaFiles.posterMediaId))
      .where(where)
      .orderBy(by(mediaFiles.createdAt), by(mediaFiles.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offset);
    const uses = await usesOf(
      db,
      rows.map((r) => r.file.id),
      mediaFileUses,
    );
    return rows.map(({ file, poster }) => ({
      id: file.id,
      kind: file.kind as FileKind,
      url: mediaFileUrl(storage, file.storageKey),
      originalName: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      durationSeconds: file.durationSeconds,
      width: file.width,
      height: file.height,
      posterUrl: poster?.[0] ? storage.url(poster[0].key) : null,
      // Set null when its captions are removed.
      hasCaptions: file.captionsFileId !== null,
      createdAt: file.createdAt,
      uses: (uses.get(file.id) ?? []).slice(0, USES_SHOWN),
      useCount: uses.get(file.id)?.length ?? 0,
    }));
  });
}

/** The Media Library's videos or audio files, newest first, 20 a page, with where each is played. */
export async function listLibraryFiles(
  db: Db,
  storage: Storage,
  actor: Actor,
  asked: { page?: number | string; kind: FileKind },
): Promise<Page<LibraryFile>> {
  assertCan(actor, "write");
  return filesPage(db, storage, eq(mediaFiles.kind, asked.kind), asked.page, false);
}

/** Videos and audio files that nothing plays, oldest first (for an editor to remove). */
export async function listUnusedFiles(
  db: Db,
  storage: Storage,
  actor: Actor,
  asked: { page?: number | string } = {},
  now = new Date(),
): Promise<Page<LibraryFile>> {
  assertCan(actor, "mediaLibrary");
  return filesPage(db, storage, unusedSince(now), asked.page, true);
}

/** Removes an unused video or audio file with what is its alone: its captions, and its poster when no
 * piece, other video or podcast shows that image; then their files from the store. A file in use (or
 * uploaded less than a day ago) stays, with a 409 that says why; the database refuses to drop a used one
 * even when a save that starts playing it races this removal (no cascade on media_file_uses). */
export async function removeUnusedFile(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: unknown,
  now = new Date(),
): Promise<{ id: string; name: string }> {
  assertCan(actor, "mediaLibrary");
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  let removed: { name: string; keys: string[] } | null;
  try {
    removed = await db.transaction(async (tx) => {
      const [file] = await tx
        .delete(mediaFiles)
        .where(and(eq(mediaFiles.id, id), unusedSince(now)))
        .returning();
      if (!file) return null;
      const keys = [file.storageKey];
      if (file.captionsFileId) {
        const [vtt] = await tx
          .delete(mediaFiles)
          .where(eq(mediaFiles.id, file.captionsFileId))
          .returning({ key: mediaFiles.storageKey });
        if (vtt) keys.push(vtt.key);
      }
      if (file.posterMediaId) {
        const [poster] = await tx
          .delete(media)
          .where(
            and(
              eq(media.id, file.posterMediaId),
              notExists(sql`(select 1 from ${mediaUses} where ${mediaUses.mediaId} = ${media.id})`),
              notExists(sql`(select 1 from ${mediaFiles} where ${mediaFiles.posterMediaId} = ${media.id})`),
              notExists(
                sql`(select 1 from ${podcastShows} where ${podcastShows.coverMediaId} = ${media.id})`,
              ),
            ),
          )
          .returning();
        if (poster) keys.push(poster.storageKey, ...storedKeys(poster));
      }
      return { name: file.originalName ?? (file.kind === "video" ? "Video" : "Audio"), keys };
    });
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw inUse();
    throw error;
  }
  if (!removed) throw await whyKept(db, id);
  await deleteStoredFiles(storage, removed.keys, `media file ${id}`);
  return { id, name: removed.name };
}

async function whyKept(db: Db, id: string): Promise<Error> {
  const [row] = await db.select({ kind: mediaFiles.kind }).from(mediaFiles).where(eq(mediaFiles.id, id));
  if (!row || row.kind === "captions") return new NotFound(NOT_FOUND);
  const uses = await db.$count(mediaFileUses, eq(mediaFileUses.mediaFileId, id));
  const episodes = await db.$count(articles, eq(articles.audioFileId, id));
  if (uses + episodes > 0) return inUse();
  return new Conflict(
    `Files uploaded in the last ${UNUSED_AFTER_HOURS} hours are kept: a piece being written may be about to use it.`,
  );
}

const inUse = () =>
  new Conflict("This file is still played in an article or creative piece, so it was not deleted.");
