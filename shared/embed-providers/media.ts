// Video and audio providers an embed can come from (decision 0075).

import {
  host,
  MEDIA_ALLOW,
  oembedAt,
  PLAYER,
  PLAYER_WITH_FULLSCREEN,
  segments,
  type EmbedProvider,
} from "./common.ts";

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const h = host(url);
  const parts = segments(url);
  let id: string | null | undefined = null;
  if (h === "youtu.be") id = parts[0];
  else if (h === "youtube.com" || h === "m.youtube.com" || h === "music.youtube.com") {
    if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
  } else if (h === "youtube-nocookie.com" && parts[0] === "embed") id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A start time (`t=90`, `t=1m30s`, `start=90`) in seconds, or null. */
function startSeconds(url: URL): number | null {
  const t = url.searchParams.get("t") ?? url.searchParams.get("start");
  if (!t) return null;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

const SPOTIFY_TYPES = new Set(["track", "album", "playlist", "episode", "show", "artist"]);
export const MEDIA_PROVIDERS: readonly EmbedProvider[] = [
  {
    id: "youtube",
    name: "YouTube",
    kind: "video",
    // youtube-nocookie: no cookie is set until the reader plays the video.
    frame(url) {
      const id = youtubeId(url);
      if (!id) return null;
      const start = startSeconds(url);
      return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ""}`;
    },
    oembed: (url) => {
      const id = youtubeId(url);
      return `https://www.youtube.com/oembed?format=json&url=${encodeURIComponent(`https://www.youtube.com/watch?v=${id}`)}`;
    },
    sandbox: PLAYER_WITH_FULLSCREEN,
    allow: MEDIA_ALLOW,
    ratio: "16 / 9",
  },
  {
    id: "vimeo",
    name: "Vimeo",
    kind: "video",
    frame(url) {
      const parts = segments(url);
      const h = host(url);
      const id =
        h === "vimeo.com"
          ? parts.find((part) => /^\d{5,}$/.test(part))
          : h === "player.vimeo.com" && parts[0] === "video"
            ? parts[1]
            : undefined;
      // `dnt=1`: the player sets no tracking cookie.
      return id && /^\d{5,}$/.test(id) ? `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1` : null;
    },
    oembed: oembedAt("https://vimeo.com/api/oembed.json"),
    sandbox: PLAYER_WITH_FULLSCREEN,
    allow: MEDIA_ALLOW,
    ratio: "16 / 9",
  },
  {
    id: "spotify",
    name: "Spotify",
    kind: "audio",
    frame(url) {
      if (host(url) !== "open.spotify.com") return null;
      const parts = segments(url).filter((part) => !/^intl-[a-z-]+$/i.test(part) && part !== "embed");
      const [type, id] = parts;
      return type && id && SPOTIFY_TYPES.has(type) && /^[A-Za-z0-9]{10,40}$/.test(id)
        ? `https://open.spotify.com/embed/${type}/${id}`
        : null;
    },
    oembed: oembedAt("https://open.spotify.com/oembed"),
    sandbox: PLAYER,
    allow: "autoplay; encrypted-media; fullscreen",
    height: 352,
  },
  {
    id: "soundcloud",
    name: "SoundCloud",
    kind: "audio",
    frame(url) {
      if (host(url) !== "soundcloud.com" && host(url) !== "m.soundcloud.com") return null;
      const parts = segments(url);
      if (parts.length < 2) return null;
      const track = `https://soundcloud.com/${parts.join("/")}`;
      return `https://w.soundcloud.com/player/?url=${encodeURIComponent(track)}&auto_play=true&visual=true`;
    },
    oembed: oembedAt("https://soundcloud.com/oembed"),
    sandbox: PLAYER,
    allow: "autoplay",
    height: 300,
  },
  {
    id: "apple-podcasts",
    name: "Apple Podcasts",
    kind: "audio",
    frame(url) {
      if (host(url) !== "podcasts.apple.com") return null;
      const parts = segments(url);
      if (!parts.some((part) => /^id\d+$/.test(part))) return null;
      const episode = url.searchParams.get("i");
      const query = episode && /^\d+$/.test(episode) ? `?i=${episode}` : "";
      return `https://embed.podcasts.apple.com/${parts.join("/")}${query}`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "autoplay; encrypted-media",
    height: 175,
  },
  {
    id: "tiktok",
    name: "TikTok",
    kind: "video",
    frame(url) {
      if (host(url) !== "tiktok.com") return null;
      const parts = segments(url);
      const id = parts[1] === "video" ? parts[2] : undefined;
      return id && /^\d{10,25}$/.test(id) ? `https://www.tiktok.com/embed/v2/${id}` : null;
    },
    oembed: oembedAt("https://www.tiktok.com/oembed"),
    sandbox: PLAYER_WITH_FULLSCREEN,
    allow: MEDIA_ALLOW,
    height: 740,
  },
];
