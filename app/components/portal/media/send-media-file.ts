import { MEDIA_FILE_PART_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { sendInParts } from "./send-in-parts.ts";

/** A stored video, audio or captions file, as POST /admin/media-files/part answers its last part. */
export type SentMediaFile = {
  id: string;
  kind: "video" | "audio" | "captions" | "pdf";
  url: string;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** A PDF's pages (with poppler-utils on the server). */
  pageCount: number | null;
  poster: { mediaId: string; url: string } | null;
};

export type MediaSent = { ok: true; file: SentMediaFile } | { ok: false; message: string };

/**
 * Sends a video, audio or captions file in parts of MEDIA_FILE_PART_BYTES (issue 41, decision 0073),
 * each its own request, telling `onSent` how many bytes the server has. A part lost to the network is
 * sent again; choosing the same file again after the connection dropped goes on from the server's copy.
 * A refusal (type, size, a broken file) ends it with the server's message. `video`: for captions, the
 * video they belong to.
 */
export async function sendMediaFile(
  file: File,
  onSent: (bytes: number) => void,
  video?: string,
): Promise<MediaSent> {
  const sent = await sendInParts<SentMediaFile>(file, onSent, {
    start: "/admin/media-files",
    parts: "/admin/media-files/part",
    partBytes: MEDIA_FILE_PART_BYTES,
    memory: "media-file",
    cutOff: MEDIA_FILE_TEXTS.cutOff,
    extra: { video },
  });
  if (!sent.ok) return sent;
  return sent.stored ? { ok: true, file: sent.stored } : { ok: false, message: MEDIA_FILE_TEXTS.cutOff };
}
