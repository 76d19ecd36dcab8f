import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import type { Db } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { enqueue } from "../jobs/queue.ts";
import { storeImage } from "../media/uploads.ts";
import { Refused } from "../media-files/sniff.ts";
import { findPoppler, firstPageJpeg, pdfPages, UnreadablePdf } from "./poppler.ts";

/** The queued job that reads each page's text of a stored PDF once (./extract-text.ts). */
export const PRINT_TEXT_JOB = "print-text";

/**
 * The whole PDF's check, once it is put together from its parts (decision 0079): with poppler-utils,
 * pdfinfo must open it (a damaged one, or one locked with a password, is refused) and counts its pages;
 * without them, it must end with `%%EOF` (within its last kilobyte), and its pages are not counted.
 * Answers the facts a media file records (a PDF has no duration nor size in pixels).
 */
export async function checkPdf(file: string, poppler: boolean) {
  const facts = { durationSeconds: null, width: null, height: null, codecs: [] as string[] };
  if (poppler) {
    try {
      return { ...facts, pageCount: await pdfPages(file) };
    } catch (error) {
      if (!(error instanceof UnreadablePdf)) throw error;
      throw new Refused(error.encrypted ? MEDIA_FILE_TEXTS.encrypted : MEDIA_FILE_TEXTS.broken("PDF"));
    }
  }
  const handle = await fs.promises.open(file, "r");
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(1024, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!tail.toString("latin1").includes("%%EOF")) throw new Refused(MEDIA_FILE_TEXTS.broken("PDF"));
    return { ...facts, pageCount: null };
  } finally {
    await handle.close();
  }
}

/**
 * What follows a stored PDF: its cover, the first page made a library image (with poppler-utils; the
 * editor may choose another), and the job that reads its text for search. Answers the cover, or null.
 */
export async function afterPdfStored(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  file: string,
  fileId: string,
  poppler: boolean,
): Promise<{ mediaId: string; url: string } | null> {
  if (!poppler) return null;
  await enqueue(db, { name: PRINT_TEXT_JOB, key: `${PRINT_TEXT_JOB}:${fileId}`, payload: { fileId } });
  const out = path.join(path.dirname(file), "cover.jpg");
  if (!(await firstPageJpeg(file, out))) return null;
  try {
    const image = await storeImage(db, storage, actor, { path: out, filename: "cover.jpg" });
    await db.update(mediaFiles).set({ posterMediaId: image.mediaId }).where(eq(mediaFiles.id, fileId));
    return { mediaId: image.mediaId, url: image.url };
  } catch {
    return null;
  }
}

export { findPoppler };
