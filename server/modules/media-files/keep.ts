import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, and } from "drizzle-orm";
import {
  MEDIA_FILE_MAX_BYTES,
  MEDIA_FILE_TEXTS as TEXTS,
  MEDIA_FILE_TYPES,
  type MediaFileKind,
} from "#shared/media-files.ts";
import type { Db } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema.ts";
import { contentTypeOfKey, type Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { storeImage } from "../media/uploads.ts";
import { checkWebVtt } from "./captions.ts";
import { BrokenContainer, readContainer, type ContainerFacts } from "./containers.ts";
import { afterPdfStored, checkPdf, findPoppler } from "../print/pdf-file.ts";
import { findFfmpeg, posterFrame, probeDuration } from "./ffmpeg.ts";
import { checkFirstBytes, Refused } from "./sniff.ts";
import { mediaFileUrl } from "./url.ts";

/** A stored video, audio, captions or PDF file as the editor gets it back. */
export type StoredMediaFile = {
  id: string;
  kind: MediaFileKind;
  url: string;
  mimeType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
  /** The poster ffmpeg took (a library image), when the machine has ffmpeg; a PDF's first page. */
  poster: { mediaId: string; url: string } | null;
};

export type MediaUploadOptions = {
  /** Where ffmpeg is; null for a machine without it (default: looked for on the PATH). */
  ffmpeg?: { ffmpeg: string; ffprobe: string } | null;
  /** Whether poppler-utils are there, for a PDF (default: looked for on the PATH). */
  poppler?: boolean;
};

/** A whole file on disk to keep: its extension (which says its kind), its name and size. */
export type WholeFile = { file: string; extension: string; fileName: string; size: number };

/**
 * Keeps a whole file whose first bytes were checked (checkFirstBytes): its container read (a broken one
 * refused with Refused), its duration from ffprobe when the container does not say, stored under a
 * random key and recorded in media_files; a video gets a poster frame when the machine has ffmpeg, and
 * a captions file of `videoId` becomes that video's captions. The file stays where it is (its folder is
 * the caller's; the poster frame is written beside it).
 */
export async function keepMediaFile(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  whole: WholeFile & { videoId?: string | null },
  options: MediaUploadOptions = {},
): Promise<StoredMediaFile> {
  const type = MEDIA_FILE_TYPES[whole.extension]!;
  const poppler = options.poppler ?? (await findPoppler());
  const facts = await checkWhole(whole.file, whole.extension, poppler);
  const ffmpeg = options.ffmpeg === undefined ? await findFfmpeg() : options.ffmpeg;
  if (facts.durationSeconds === null && type.kind !== "captions" && ffmpeg) {
    const seconds = await probeDuration(ffmpeg.ffprobe, whole.file);
    if (seconds) facts.durationSeconds = Math.ceil(seconds - 1e-6);
  }
  const key = `${randomBytes(12).toString("base64url")}.${whole.extension}`;
  await storage.putFile(key, whole.file, contentTypeOfKey(key)!);
  try {
    const [row] = await db
      .insert(mediaFiles)
      .values({
        kind: type.kind,
        storageKey: key,
        originalName: whole.fileName,
        mimeType: type.mimeType,
        sizeBytes: whole.size,
        durationSeconds: facts.durationSeconds,
        width: facts.width,
        height: facts.height,
        pageCount: facts.pageCount ?? null,
        uploadedBy: actor.id,
      })
      .returning({ id: mediaFiles.id });
    const poster =
      type.kind === "video" && ffmpeg
        ? await takePoster(db, storage, actor, ffmpeg.ffmpeg, whole.file, row!.id, facts)
        : type.kind === "pdf"
          ? await afterPdfStored(db, storage, actor, whole.file, row!.id, poppler)
          : null;
    if (type.kind === "captions" && whole.videoId)
      await db
        .update(mediaFiles)
        .set({ captionsFileId: row!.id })
        .where(and(eq(mediaFiles.id, whole.videoId), eq(mediaFiles.kind, "video")));
    return {
      id: row!.id,
      kind: type.kind,
      url: mediaFileUrl(storage, key),
      mimeType: type.mimeType,
      sizeBytes: whole.size,
      durationSeconds: facts.durationSeconds,
      width: facts.width,
      height: facts.height,
      pageCount: facts.pageCount ?? null,
      poster,
    };
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * A video or audio file that came whole from elsewhere (an import's, issue 41), or a PDF (the print
 * editions' import, decision 0079, with `kinds`), put through an upload's checks: its kind from its
 * extension, its kind's size limit, its type read from its bytes, its container (a PDF's pdfinfo); then
 * kept. A refusal throws Refused with the message an uploader would be shown.
 */
export async function keepWholeMediaFile(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  whole: WholeFile,
  options: MediaUploadOptions = {},
  kinds: readonly MediaFileKind[] = ["video", "audio"],
): Promise<StoredMediaFile> {
  const type = MEDIA_FILE_TYPES[whole.extension];
  if (!type || !kinds.includes(type.kind)) throw new Refused(TEXTS.notTaken);
  if (whole.size > MEDIA_FILE_MAX_BYTES[type.kind]) throw new Refused(TEXTS.tooLarge[type.kind]);
  if (whole.size === 0) throw new Refused(TEXTS.empty);
  const handle = await fs.promises.open(whole.file, "r");
  try {
    const head = Buffer.alloc(Math.min(whole.size, 64 * 1024));
    await handle.read(head, 0, head.length, 0);
    await checkFirstBytes(whole.extension, head, head.length === whole.size);
  } finally {
    await handle.close();
  }
  return keepMediaFile(db, storage, actor, whole, options);
}

/** The whole file's check: a container that holds together (an MP4's video H.264), WebVTT, or a PDF. */
async function checkWhole(
  file: string,
  extension: string,
  poppler: boolean,
): Promise<ContainerFacts & { pageCount?: number | null }> {
  const type = MEDIA_FILE_TYPES[extension]!;
  if (type.kind === "pdf") return checkPdf(file, poppler);
  if (type.kind === "captions") {
    const checked = checkWebVtt(await fs.promises.readFile(file));
    if (!checked.ok) throw new Refused(checked.reason === "empty" ? TEXTS.noCues : TEXTS.notCaptions);
    return { durationSeconds: null, width: null, height: null, codecs: [] };
  }
  let facts: ContainerFacts;
  try {
    facts = await readContainer(file, type.mimeType);
  } catch (error) {
    if (error instanceof BrokenContainer || error instanceof RangeError)
      throw new Refused(TEXTS.broken(type.label));
    throw error;
  }
  if (extension === "mp4" && facts.codecs.some((c) => /^(hvc1|hev1|av01|vp09|mp4v)$/.test(c)))
    throw new Refused(TEXTS.notH264);
  return facts;
}

/** ffmpeg's frame of the video, stored as a library image through the image pipeline and set as the
 * video's poster; null when no frame could be taken (the editor then chooses one). */
async function takePoster(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  ffmpeg: string,
  file: string,
  videoId: string,
  facts: ContainerFacts,
) {
  const frame = path.join(path.dirname(file), "poster.jpg");
  if (!(await posterFrame(ffmpeg, file, frame, facts.durationSeconds))) return null;
  try {
    const image = await storeImage(db, storage, actor, { path: frame, filename: "poster.jpg" });
    await db.update(mediaFiles).set({ posterMediaId: image.mediaId }).where(eq(mediaFiles.id, videoId));
    return { mediaId: image.mediaId, url: image.url };
  } catch {
    return null;
  }
}
