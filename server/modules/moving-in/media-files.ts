import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { MEDIA_FILE_MAX_BYTES, MEDIA_FILE_TEXTS as TEXTS, MEDIA_FILE_TYPES } from "#shared/media-files.ts";
import type { Db } from "../../db/client.ts";
import { mediaFiles, media } from "../../db/schema.ts";
import { TooLarge } from "../../providers/outbound.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { keepWholeMediaFile, type MediaUploadOptions } from "../media-files/keep.ts";
import { Refused } from "../media-files/sniff.ts";
import { mediaFileUrl } from "../media-files/url.ts";
import { findUploadsFile, webAddress, type ImageSources } from "./images.ts";
import { importedAs, recordImported } from "./imported.ts";
import type { HadFile } from "./media-blocks.ts";

/** The name a file has in its address ('…/2024/05/Board%20meeting.mp4' is 'Board meeting.mp4'). */
function nameOf(url: string): string {
  const last = path.basename(new URL(url, "http://x.invalid").pathname);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The address of a poster kept for a video, when it has one. */
async function posterOf(db: Db, storage: Storage, mediaId: string | null) {
  if (!mediaId) return undefined;
  const [row] = await db.select({ key: media.storageKey }).from(media).where(eq(media.id, mediaId));
  return row ? storage.url(row.key) : undefined;
}

const TOO_LARGE = Symbol("too large");

/**
 * Puts `url`'s file at `file`, never holding it whole: copied from the uploads folder, else streamed
 * from its address through the outbound policy (createFileFetch's toFile), at most `maxBytes` (the
 * kind's upload limit, not the fetch limit of images). Undefined when it is there, else why not.
 */
async function fileOf(url: string, sources: ImageSources, file: string, maxBytes: number) {
  const found = sources.uploadsDir ? await findUploadsFile(sources.uploadsDir, url) : null;
  if (typeof found === "string") {
    if ((await fs.promises.stat(found)).size > maxBytes) return TOO_LARGE;
    await fs.promises.copyFile(found, file);
    return undefined;
  }
  if (found) return found.refused;
  const address = webAddress(url, sources);
  if (typeof address === "string") return address;
  try {
    await sources.fetchFile!.toFile(address, file, maxBytes);
    return undefined;
  } catch (error) {
    return error instanceof TooLarge ? TOO_LARGE : (error as Error).message;
  }
}

/**
 * The video and audio files of an import, each put through an upload's checks once (keepWholeMediaFile:
 * its kind from its extension, its size limit, read before it is had, its type read from its bytes,
 * its container) and
 * recorded in media_files, by its URL once per run and across runs (imported_items). A file refused
 * is reported with the message an uploader would get, and the import goes on.
 */
export function createMediaFileCopier(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  source: string,
  sources: ImageSources,
  options: MediaUploadOptions = {},
) {
  const seen = new Map<string, Promise<HadFile>>();
  const copy = async (url: string): Promise<HadFile> => {
    const known = await importedAs(db, source, "media-file", url);
    const [row] = known ? await db.select().from(mediaFiles).where(eq(mediaFiles.id, known)) : [];
    if (row) {
      const poster = await posterOf(db, storage, row.posterMediaId);
      return {
        url: mediaFileUrl(storage, row.storageKey),
        fresh: false,
        ...(poster ? { poster } : {}),
        ...(row.width && row.height ? { width: row.width, height: row.height } : {}),
      };
    }
    const fileName = nameOf(url);
    const extension = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
    const kind = MEDIA_FILE_TYPES[extension]?.kind;
    if (kind !== "video" && kind !== "audio") return { missing: TEXTS.notTaken };
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-moving-in-"));
    try {
      const file = path.join(dir, `file.${extension}`);
      const why = await fileOf(url, sources, file, MEDIA_FILE_MAX_BYTES[kind]);
      if (why) return { missing: why === TOO_LARGE ? TEXTS.tooLarge[kind] : why };
      const { size } = await fs.promises.stat(file);
      const stored = await keepWholeMediaFile(
        db,
        storage,
        actor,
        { file, extension, fileName, size },
        options,
      );
      await recordImported(db, source, "media-file", url, stored.id);
      return {
        url: stored.url,
        fresh: true,
        ...(stored.poster ? { poster: stored.poster.url } : {}),
        ...(stored.width && stored.height ? { width: stored.width, height: stored.height } : {}),
      };
    } catch (error) {
      if (error instanceof Refused) return { missing: error.message };
      throw error;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
  return (url: string): Promise<HadFile> => {
    let had = seen.get(url);
    if (!had) seen.set(url, (had = copy(url)));
    return had;
  };
}

export type MediaFileCopier = ReturnType<typeof createMediaFileCopier>;
