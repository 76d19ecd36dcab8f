import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema.ts";

const VIDEO = /<video\b([^>]*)>([\s\S]*?)<\/video>/gi;
const SRC = /\ssrc\s*=\s*"([^"]*)"/i;
const CAPTIONS_TRACK = /<track\b(?=[^>]*\skind\s*=\s*"(?:captions|subtitles)")[^>]*>/i;
/** A stored file's key at the end of its address (`/uploads/K.mp4`, or a bucket's `…/K.mp4`). */
const keyOf = (url: string | undefined, extensions: string) =>
  new RegExp(String.raw`/([A-Za-z0-9_-]{1,128}\.(?:${extensions}))$`).exec(url ?? "")?.[1];

/**
 * The captions each video of these saved texts plays with (issue 41, decision 0073): its storage key
 * and its captions track's key. A player without a captions track names none; a later text's wins.
 */
export function captionsOfPlayers(texts: ReadonlyArray<string | null | undefined>): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of texts)
    for (const [, attributes, inner] of (text ?? "").matchAll(VIDEO)) {
      const video = keyOf(SRC.exec(attributes ?? "")?.[1], "mp4|webm");
      if (!video) continue;
      const track = CAPTIONS_TRACK.exec(inner ?? "")?.[0];
      const captions = keyOf(track ? SRC.exec(track)?.[1] : undefined, "vtt");
      if (captions) found.set(video, captions);
    }
  return found;
}

/**
 * Makes each video the saved texts play record the captions its player shows (`captions_file_id`), as
 * Edit video changes them after Insert, where the editor knows the video only by its address: a track
 * of a stored captions file sets them. A player without a track changes nothing (the same video may be
 * played with its captions elsewhere, or shown once without them). Call it in the save's transaction,
 * with the live text before the pending one.
 */
export async function recordPlayerCaptions(db: Db, texts: ReadonlyArray<string | null | undefined>) {
  const players = captionsOfPlayers(texts);
  if (!players.size) return;
  const keys = [...new Set([...players.keys(), ...players.values()])];
  const rows = await db
    .select({
      id: mediaFiles.id,
      key: mediaFiles.storageKey,
      kind: mediaFiles.kind,
      captions: mediaFiles.captionsFileId,
    })
    .from(mediaFiles)
    .where(inArray(mediaFiles.storageKey, keys));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const [videoKey, captionsKey] of players) {
    const video = byKey.get(videoKey);
    if (video?.kind !== "video") continue;
    const captions = byKey.get(captionsKey);
    if (captions?.kind !== "captions" || video.captions === captions.id) continue;
    await db
      .update(mediaFiles)
      .set({ captionsFileId: captions.id })
      .where(and(eq(mediaFiles.id, video.id), eq(mediaFiles.kind, "video")));
  }
}
