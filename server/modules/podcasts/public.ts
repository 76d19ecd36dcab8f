import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, media, mediaFiles, podcastShows } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { publishedEpisodes } from "./episodes.ts";
import { feedPath, publicShows, showBySlug, type Show } from "./shows.ts";

/** A show as its public pages show it: the library's small rendition of its cover for the page (the
 * feed names the large JPEG). */
export type PublicShow = {
  name: string;
  slug: string;
  description: string;
  author: string;
  category: string;
  explicit: boolean;
  cover: { src: string; width: number; height: number };
  feed: string;
};

async function publicOf(db: Db, storage: Storage, shows: Show[]): Promise<PublicShow[]> {
  const ids = shows.flatMap((s) => (s.coverMediaId ? [s.coverMediaId] : []));
  const images = ids.length
    ? await db.select({ id: media.id, variants: media.variants }).from(media).where(inArray(media.id, ids))
    : [];
  return shows.map((s) => {
    const small = images.find((i) => i.id === s.coverMediaId)?.variants.find((v) => v.width >= 320);
    return {
      name: s.name,
      slug: s.slug,
      description: s.description,
      author: s.author,
      category: s.subcategory ? `${s.category} › ${s.subcategory}` : s.category,
      explicit: s.explicit,
      cover: small
        ? { src: storage.url(small.key), width: small.width, height: small.height }
        : { src: storage.url(s.coverKey), width: 1400, height: 1400 },
      feed: feedPath(s.slug),
    };
  });
}

/** /podcasts: every show. */
export async function showsPage(db: Db, storage: Storage) {
  return publicOf(db, storage, await publicShows(db));
}

/** /podcasts/:show: the show and its published episodes with their audio, or null. */
export async function showPage(db: Db, storage: Storage, slug: string) {
  const show = await showBySlug(db, slug);
  if (!show) return null;
  const [episodes, [shown]] = await Promise.all([
    publishedEpisodes(db, show.id),
    publicOf(db, storage, [show]),
  ]);
  return {
    show: shown!,
    episodes: episodes.map((e) => ({
      id: e.id,
      title: e.title,
      slug: e.slug,
      excerpt: e.excerpt,
      episodeNumber: e.episodeNumber,
      publishedAt: e.publishedAt,
      durationSeconds: e.audio.durationSeconds,
      audio: { src: storage.url(e.audio.key), type: e.audio.mimeType },
    })),
  };
}

/** An article's episode as its page shows it (its show, number and player), or null when the article
 * is no episode or has no audio file yet. */
export async function episodeOf(db: Db, storage: Storage, articleId: string) {
  const [row] = await db
    .select({
      episodeNumber: articles.episodeNumber,
      showName: podcastShows.name,
      showSlug: podcastShows.slug,
      key: mediaFiles.storageKey,
      mimeType: mediaFiles.mimeType,
      kind: mediaFiles.kind,
    })
    .from(articles)
    .innerJoin(podcastShows, eq(podcastShows.id, articles.podcastShowId))
    .innerJoin(mediaFiles, eq(mediaFiles.id, articles.audioFileId))
    .where(eq(articles.id, articleId))
    .limit(1);
  if (!row || row.kind !== "audio") return null;
  return {
    show: { name: row.showName, href: `/podcasts/${row.showSlug}` as const },
    episodeNumber: row.episodeNumber,
    audio: { src: storage.url(row.key), type: row.mimeType },
  };
}

export type EpisodePlayerData = NonNullable<Awaited<ReturnType<typeof episodeOf>>>;
