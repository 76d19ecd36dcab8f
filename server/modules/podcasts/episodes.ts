import { and, desc, eq } from "drizzle-orm";
import { PODCAST_TEXTS as T } from "#shared/podcasts.ts";
import type { Db } from "../../db/client.ts";
import { articles, mediaFiles, podcastShows } from "../../db/schema.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import { Invalid } from "../errors.ts";
import { listedPieces } from "../content/archive-listing.ts";
import type { Fields } from "../content/fields.ts";

/**
 * A podcast episode is an article that names a show, a number and an audio file (decision 0074): it
 * is drafted, saved, reviewed, scheduled and previewed as every piece is. This checks those three
 * fields of a save: each names what is there, and Publish (or Submit) has the audio file of a show.
 */
export async function checkEpisode(db: Db, fields: Fields, publishing: boolean): Promise<void> {
  const { podcastShowId, audioFileId, episodeNumber } = fields;
  if (!podcastShowId && !audioFileId && episodeNumber == null) return;
  const refuse = (field: string, message: string) => new Invalid(message, { [field]: message });
  if (!podcastShowId) throw refuse("podcastShowId", T.noShowForEpisode);
  const [show] = await db
    .select({ id: podcastShows.id })
    .from(podcastShows)
    .where(eq(podcastShows.id, podcastShowId));
  if (!show) throw refuse("podcastShowId", T.showNotFound);
  if (audioFileId) {
    const [file] = await db
      .select({ kind: mediaFiles.kind })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, audioFileId));
    if (!file) throw refuse("audioFileId", T.audioNotFound);
    if (file.kind !== "audio") throw refuse("audioFileId", T.notAudio);
  } else if (publishing) throw refuse("audioFileId", T.audioNotFound);
}

/** A published episode as the show page and the feed read it. */
export type Episode = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  imageUrl: string | null;
  episodeNumber: number | null;
  publishedAt: Date;
  updatedAt: Date;
  audio: {
    key: string;
    mimeType: string;
    sizeBytes: number;
    durationSeconds: number | null;
    captionsFileId: string | null;
  };
};

/** The most a feed lists: Apple reads the whole feed, and a school show rarely has more. */
export const FEED_EPISODES_MAX = 300;

/** A show's published episodes, newest first: articles published with an audio file. */
export async function publishedEpisodes(
  db: Db,
  showId: string,
  limit = FEED_EPISODES_MAX,
): Promise<Episode[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      excerpt: articles.excerpt,
      content: articles.content,
      author: articles.author,
      imageUrl: articles.imageUrl,
      episodeNumber: articles.episodeNumber,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      key: mediaFiles.storageKey,
      mimeType: mediaFiles.mimeType,
      sizeBytes: mediaFiles.sizeBytes,
      durationSeconds: mediaFiles.durationSeconds,
      captionsFileId: mediaFiles.captionsFileId,
    })
    .from(articles)
    .innerJoin(mediaFiles, eq(mediaFiles.id, articles.audioFileId))
    .where(
      and(
        eq(articles.podcastShowId, showId),
        eq(articles.status, "published"),
        listedPieces(articles),
        eq(mediaFiles.kind, "audio"),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map(({ key, mimeType, sizeBytes, durationSeconds, captionsFileId, publishedAt, ...a }) => ({
    ...a,
    publishedAt: publishedAt!,
    audio: { key, mimeType, sizeBytes, durationSeconds, captionsFileId },
  }));
}

/** The transcripts (a WebVTT `captions` file of an episode's audio) by their id. */
export async function transcriptKeys(db: Db, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const id of ids) {
    const [row] = await db
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, id), eq(mediaFiles.kind, "captions")));
    if (row) out.set(id, row.key);
  }
  return out;
}

/** The audio files a writer may choose for an episode, newest first. */
export async function audioChoices(db: Db, limit = 200) {
  return db
    .select({
      id: mediaFiles.id,
      originalName: mediaFiles.originalName,
      durationSeconds: mediaFiles.durationSeconds,
      sizeBytes: mediaFiles.sizeBytes,
      createdAt: mediaFiles.createdAt,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.kind, "audio"))
    .orderBy(desc(mediaFiles.createdAt))
    .limit(limit);
}

/** The names of the show and the audio file a version of a piece names (by id), for its History:
 * `{ [id]: name }`, with nothing for an id no longer there. */
export async function episodeNames(
  db: Db,
  fields: { podcastShowId?: unknown; audioFileId?: unknown },
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  const { podcastShowId: showId, audioFileId: fileId } = fields;
  if (isUuid(showId)) {
    const [show] = await db
      .select({ name: podcastShows.name })
      .from(podcastShows)
      .where(eq(podcastShows.id, showId));
    if (show) names[showId] = show.name;
  }
  if (isUuid(fileId)) {
    const [file] = await db
      .select({ name: mediaFiles.originalName })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, fileId));
    if (file) names[fileId] = file.name ?? "Audio file";
  }
  return names;
}
