import type { Db } from "../../db/client.ts";
import { isStorageKey, type Storage } from "../../providers/storage.ts";
import { publishedEpisodes, transcriptKeys, type Episode } from "./episodes.ts";
import { feedPath, showBySlug, type Show } from "./shows.ts";

/** An element as the XML builder reads it (app/lib/xml.ts): `@name` attributes, `#text` text. */
export type FeedXml = { [name: string]: FeedXml | FeedXml[] | string | undefined };

export const NAMESPACES = {
  itunes: "http://www.itunes.com/dtds/podcast-1.0.dtd",
  podcast: "https://podcastindex.org/namespace/1.0",
  atom: "http://www.w3.org/2005/Atom",
  content: "http://purl.org/rss/1.0/modules/content/",
} as const;

/** `itunes:duration` as Apple prefers it: HH:MM:SS. */
export function duration(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** A stored file's address as a feed must give it: absolute. */
const absolute = (base: string, url: string) => (url.startsWith("/") ? base + url : url);

function category(show: Show): FeedXml {
  return show.subcategory
    ? { "@text": show.category, "itunes:category": { "@text": show.subcategory } }
    : { "@text": show.category };
}

function item(
  base: string,
  storage: Storage,
  show: Show,
  e: Episode,
  transcripts: Map<string, string>,
): FeedXml {
  const link = `${base}/article/${e.slug}`;
  const transcript = e.audio.captionsFileId ? transcripts.get(e.audio.captionsFileId) : undefined;
  return {
    title: e.title,
    link,
    description: e.content,
    "content:encoded": e.content,
    guid: { "@isPermaLink": "false", "#text": e.id },
    pubDate: e.publishedAt.toUTCString(),
    enclosure: {
      "@url": absolute(base, storage.url(e.audio.key)),
      "@length": String(e.audio.sizeBytes),
      "@type": e.audio.mimeType,
    },
    "itunes:title": e.title,
    "itunes:author": e.author || show.author,
    ...(e.audio.durationSeconds != null ? { "itunes:duration": duration(e.audio.durationSeconds) } : {}),
    ...(e.episodeNumber != null ? { "itunes:episode": String(e.episodeNumber) } : {}),
    "itunes:episodeType": "full",
    "itunes:explicit": show.explicit ? "true" : "false",
    ...(transcript && isStorageKey(transcript)
      ? {
          "podcast:transcript": {
            "@url": absolute(base, storage.url(transcript)),
            "@type": "text/vtt",
            "@language": show.language,
          },
        }
      : {}),
  };
}

/** A show's podcast feed (RSS 2.0 with the itunes: and podcast: namespaces), or null when there is no
 * such show. Only published episodes with an audio file are in it. */
export async function podcastFeed(
  db: Db,
  storage: Storage,
  base: string,
  slug: string,
): Promise<FeedXml | null> {
  const show = await showBySlug(db, slug);
  if (!show) return null;
  const episodes = await publishedEpisodes(db, show.id);
  const transcripts = await transcriptKeys(
    db,
    episodes.flatMap((e) => (e.audio.captionsFileId ? [e.audio.captionsFileId] : [])),
  );
  const page = `${base}/podcasts/${show.slug}`;
  const cover = absolute(base, storage.url(show.coverKey));
  return {
    rss: {
      "@version": "2.0",
      "@xmlns:itunes": NAMESPACES.itunes,
      "@xmlns:podcast": NAMESPACES.podcast,
      "@xmlns:atom": NAMESPACES.atom,
      "@xmlns:content": NAMESPACES.content,
      channel: {
        title: show.name,
        link: page,
        description: show.description,
        language: show.language,
        copyright: `© ${show.author}`,
        "atom:link": { "@href": base + feedPath(show.slug), "@rel": "self", "@type": "application/rss+xml" },
        image: { url: cover, title: show.name, link: page },
        "itunes:image": { "@href": cover },
        "itunes:category": category(show),
        "itunes:explicit": show.explicit ? "true" : "false",
        "itunes:author": show.author,
        "itunes:owner": { "itunes:name": show.ownerName, "itunes:email": show.ownerEmail },
        "itunes:type": "episodic",
        "podcast:locked": { "@owner": show.ownerEmail, "#text": show.locked ? "yes" : "no" },
        "podcast:guid": show.guid,
        ...(episodes[0] ? { lastBuildDate: episodes[0].publishedAt.toUTCString() } : {}),
        item: episodes.map((e) => item(base, storage, show, e, transcripts)),
      },
    },
  };
}
