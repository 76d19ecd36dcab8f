import { fileTypeFromBuffer } from "file-type";
import { MEDIA_FILE_TEXTS, MEDIA_FILE_TYPES } from "#shared/media-files.ts";
import { checkWebVtt } from "./captions.ts";

/** The types file-type reports that each of our extensions' bytes may show. An M4A is an MP4 that
 * holds sound only; some tools write its brand as MP4's, and the other way round. */
const SNIFFED_AS: Record<string, string[]> = {
  mp4: ["video/mp4", "audio/x-m4a", "audio/mp4", "video/x-m4v"],
  m4a: ["audio/x-m4a", "audio/mp4", "video/mp4"],
  webm: ["video/webm"],
  mp3: ["audio/mpeg"],
  ogg: ["audio/ogg", "audio/opus", "audio/x-flac", "video/ogg"],
  wav: ["audio/wav", "audio/vnd.wave", "audio/x-wav"],
};

/** What a refusal names the bytes as, by the type they showed. */
const NAMES: Record<string, string> = {
  "image/jpeg": "a JPEG image",
  "image/png": "a PNG image",
  "application/pdf": "a PDF",
  "video/quicktime": "a QuickTime movie (.mov)",
  "video/x-matroska": "a Matroska video (.mkv)",
  "video/x-msvideo": "an AVI video",
  "audio/x-flac": "FLAC audio",
  "audio/aac": "raw AAC audio",
  "application/zip": "a ZIP archive",
};

/** A file refused for its contents; the message is the user's. */
export class Refused extends Error {}

/**
 * Checks that the first bytes of a file (its first part) are what its extension says: an MP4 starts
 * with its ftyp box, a WebM with EBML of doctype webm, and so on; a captions file, whole in its first
 * part, must be WebVTT; a PDF begins with `%PDF-` (decision 0079). Throws Refused with the message to show.
 */
export async function checkFirstBytes(extension: string, bytes: Uint8Array, whole: boolean): Promise<void> {
  const type = MEDIA_FILE_TYPES[extension];
  if (!type) throw new Refused(MEDIA_FILE_TEXTS.notTaken);
  if (type.kind === "captions") {
    if (!whole) throw new Refused(MEDIA_FILE_TEXTS.tooLarge.captions);
    const checked = checkWebVtt(bytes);
    if (!checked.ok)
      throw new Refused(checked.reason === "empty" ? MEDIA_FILE_TEXTS.noCues : MEDIA_FILE_TEXTS.notCaptions);
    return;
  }
  if (type.kind === "pdf" && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-") return;
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && SNIFFED_AS[extension]?.includes(sniffed.mime)) return;
  const found = sniffed ? (NAMES[sniffed.mime] ?? `${sniffed.ext.toUpperCase()}`) : null;
  throw new Refused(MEDIA_FILE_TEXTS.wrongBytes(type.label, found));
}
