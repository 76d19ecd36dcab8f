// Embeds that do not track (issue 41, decision 0075): which links become an embed, the provider's frame
// they load once a reader clicks, the narrowest sandbox that frame needs and the box it takes. Shared by
// the editor (which recognises a pasted link), the sanitizer (which keeps only what this table knows)
// and the public page (which writes the facade and the page's frame-src).

export type EmbedKind = "video" | "audio" | "post" | "map" | "chart" | "document" | "form";

export type EmbedProvider = {
  id: string;
  /** The provider's name as readers know it. */
  name: string;
  kind: EmbedKind;
  /** The frame's address for a link of this provider, or null when the link is not one it embeds. */
  frame(url: URL): string | null;
  /** Where the preview (a thumbnail and a title) comes from: an oEmbed endpoint given the link, or null
   * to read the link's own Open Graph tags. */
  oembed: ((url: URL) => string) | null;
  /** The iframe's sandbox: the fewest permissions its player needs. */
  sandbox: string;
  /** The iframe's `allow` (autoplay, fullscreen...), empty when none. */
  allow: string;
  /** Its box: a ratio of width to height ("16 / 9"), or a fixed height in pixels. */
  ratio?: string;
  height?: number;
};

/** Scripts and the provider's own storage (its player needs both), links opening in a new tab that is
 * not sandboxed. No forms, no top navigation, no downloads, no modals. */
const PLAYER = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox";
const PLAYER_WITH_FULLSCREEN = `${PLAYER} allow-presentation`;
const MEDIA_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "");
const segments = (url: URL) => url.pathname.split("/").filter(Boolean);
const oembedAt = (endpoint: string) => (url: URL) =>
  `${endpoint}${endpoint.includes("?") ? "&" : "?"}format=json&url=${encodeURIComponent(url.href)}`;

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
const GOOGLE_ID = /^[A-Za-z0-9_-]{10,}$/;

/** A Google Docs, Sheets or Forms link's document (`/document/d/ID/...`) or published copy
 * (`/document/d/e/KEY/pub`). */
function googleDocument(url: URL, type: string): { published: boolean; id: string } | null {
  if (host(url) !== "docs.google.com") return null;
  const parts = segments(url);
  if (parts[0] !== type || parts[1] !== "d") return null;
  if (parts[2] === "e" && parts[3] && GOOGLE_ID.test(parts[3])) return { published: true, id: parts[3] };
  if (parts[2] && GOOGLE_ID.test(parts[2])) return { published: false, id: parts[2] };
  return null;
}

/** Every provider a link can be embedded from, in the order links are matched. */
export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
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
    id: "x",
    name: "X",
    kind: "post",
    frame(url) {
      const h = host(url);
      if (h !== "x.com" && h !== "twitter.com" && h !== "mobile.twitter.com") return null;
      const parts = segments(url);
      const id = parts[1] === "status" ? parts[2] : undefined;
      return id && /^\d{5,25}$/.test(id)
        ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`
        : null;
    },
    oembed: (url) =>
      `https://publish.twitter.com/oembed?omit_script=true&dnt=true&url=${encodeURIComponent(url.href)}`,
    sandbox: PLAYER,
    allow: "",
    height: 600,
  },
  {
    id: "instagram",
    name: "Instagram",
    kind: "post",
    frame(url) {
      if (host(url) !== "instagram.com") return null;
      const parts = segments(url);
      const at = parts.findIndex((part) => part === "p" || part === "reel" || part === "tv");
      const code = at >= 0 ? parts[at + 1] : undefined;
      return code && /^[A-Za-z0-9_-]{5,40}$/.test(code)
        ? `https://www.instagram.com/${parts[at]}/${code}/embed/`
        : null;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "",
    height: 640,
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
  {
    id: "bluesky",
    name: "Bluesky",
    kind: "post",
    frame(url) {
      if (host(url) !== "bsky.app") return null;
      const [profile, actor, post, rkey] = segments(url);
      return profile === "profile" && actor && post === "post" && rkey && /^[a-z0-9]{8,20}$/.test(rkey)
        ? `https://embed.bsky.app/embed/${encodeURIComponent(actor).replace(/%3A/g, ":")}/app.bsky.feed.post/${rkey}`
        : null;
    },
    oembed: oembedAt("https://embed.bsky.app/oembed"),
    sandbox: PLAYER,
    allow: "",
    height: 520,
  },
  {
    id: "mastodon",
    name: "Mastodon",
    kind: "post",
    // Any server: a post's address is https://<server>/@<account>/<number> (/embed loads it alone).
    frame(url) {
      if (url.protocol !== "https:") return null;
      const [account, id, extra] = segments(url);
      return account &&
        /^@[A-Za-z0-9_.]+(@[a-z0-9.-]+)?$/.test(account) &&
        id &&
        /^\d{6,25}$/.test(id) &&
        !extra
        ? `${url.origin}/${account}/${id}/embed`
        : null;
    },
    oembed: (url) => `${url.origin}/api/oembed?url=${encodeURIComponent(url.href)}`,
    sandbox: PLAYER,
    allow: "",
    height: 520,
  },
  {
    id: "google-maps",
    name: "Google Maps",
    kind: "map",
    frame(url) {
      const h = host(url);
      if (h !== "google.com" && h !== "maps.google.com") return null;
      const parts = segments(url);
      if (h === "google.com" && parts[0] !== "maps") return null;
      if (parts[1] === "embed" && url.searchParams.get("pb"))
        return `https://www.google.com/maps/embed?pb=${encodeURIComponent(url.searchParams.get("pb")!)}`;
      // A place (`/maps/place/<name>/@lat,lng,zoom`), a point (`/maps/@lat,lng,zoom`) or a search (`?q=`).
      const at = parts.find((part) => part.startsWith("@"));
      const [lat, lng, zoomText] = at ? at.slice(1).split(",") : [];
      const point = lat && lng && /^-?[\d.]+$/.test(lat) && /^-?[\d.]+$/.test(lng) ? `${lat},${lng}` : null;
      const place =
        parts[1] === "place" && parts[2] ? decodeURIComponent(parts[2]).replace(/\+/g, " ") : null;
      const query = url.searchParams.get("q") ?? place ?? point;
      if (!query) return null;
      const zoom = /^(\d{1,2})(\.\d+)?z$/.exec(zoomText ?? "")?.[1];
      return `https://maps.google.com/maps?q=${encodeURIComponent(query)}${zoom ? `&z=${zoom}` : ""}&output=embed`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "fullscreen",
    ratio: "4 / 3",
  },
  {
    id: "datawrapper",
    name: "Datawrapper",
    kind: "chart",
    frame(url) {
      const h = host(url);
      const parts = segments(url);
      const id =
        h === "datawrapper.dwcdn.net"
          ? parts[0]
          : h === "datawrapper.de" && (parts[0] === "_" || parts[0] === "chart")
            ? parts[1]
            : undefined;
      if (!id || !/^[A-Za-z0-9]{5}$/.test(id)) return null;
      const version =
        h === "datawrapper.dwcdn.net" && parts[1] && /^\d{1,4}$/.test(parts[1]) ? `${parts[1]}/` : "";
      return `https://datawrapper.dwcdn.net/${id}/${version}`;
    },
    oembed: oembedAt("https://api.datawrapper.de/v3/oembed"),
    sandbox: PLAYER,
    allow: "fullscreen",
    height: 480,
  },
  {
    id: "flourish",
    name: "Flourish",
    kind: "chart",
    frame(url) {
      const h = host(url);
      if (h !== "public.flourish.studio" && h !== "flo.uri.sh") return null;
      const [type, id] = segments(url);
      return (type === "visualisation" || type === "story") && id && /^\d{3,12}$/.test(id)
        ? `https://flo.uri.sh/${type}/${id}/embed`
        : null;
    },
    oembed: oembedAt("https://app.flourish.studio/api/v1/oembed"),
    sandbox: PLAYER,
    allow: "fullscreen",
    height: 575,
  },
  {
    id: "google-docs",
    name: "Google Docs",
    kind: "document",
    frame(url) {
      const doc = googleDocument(url, "document");
      if (!doc) return null;
      return doc.published
        ? `https://docs.google.com/document/d/e/${doc.id}/pub?embedded=true`
        : `https://docs.google.com/document/d/${doc.id}/preview`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "",
    height: 720,
  },
  {
    id: "google-sheets",
    name: "Google Sheets",
    kind: "document",
    frame(url) {
      const doc = googleDocument(url, "spreadsheets");
      if (!doc) return null;
      return doc.published
        ? `https://docs.google.com/spreadsheets/d/e/${doc.id}/pubhtml?widget=true&headers=false`
        : `https://docs.google.com/spreadsheets/d/${doc.id}/preview`;
    },
    oembed: null,
    sandbox: PLAYER,
    allow: "",
    height: 520,
  },
  {
    id: "google-forms",
    name: "Google Forms",
    kind: "form",
    // A form is the one embed that submits: it needs allow-forms.
    frame(url) {
      const doc = googleDocument(url, "forms");
      return doc?.published ? `https://docs.google.com/forms/d/e/${doc.id}/viewform?embedded=true` : null;
    },
    oembed: null,
    sandbox: `${PLAYER} allow-forms`,
    allow: "",
    height: 760,
  },
];

const BY_ID = new Map(EMBED_PROVIDERS.map((provider) => [provider.id, provider]));

/** The id of an unknown link's card: its Open Graph title, description and image, no frame. */
export const LINK_CARD = "link";

export function embedProvider(id: string): EmbedProvider | null {
  return BY_ID.get(id) ?? null;
}

/** A link as the editor may embed it: an http(s) address without credentials, at most 2000 characters. */
export function parseEmbedLink(text: string): URL | null {
  const trimmed = text.trim();
  if (trimmed.length > 2000 || !/^https?:\/\/\S+$/i.test(trimmed)) return null;
  const url = URL.parse(trimmed);
  if (!url || url.username || url.password || !url.hostname) return null;
  return url;
}

export type EmbedMatch = { provider: EmbedProvider; url: URL; frame: string };

/** The provider that embeds `link` and its frame's address, or null for a link no provider embeds. */
export function matchEmbed(link: string | URL): EmbedMatch | null {
  const url = typeof link === "string" ? parseEmbedLink(link) : link;
  if (!url) return null;
  for (const provider of EMBED_PROVIDERS) {
    let frame: string | null = null;
    try {
      frame = provider.frame(url);
    } catch {
      frame = null;
    }
    if (frame) return { provider, url, frame };
  }
  return null;
}

/** The origin a frame is loaded from, as `frame-src` names it. */
export function frameOrigin(frame: string): string {
  return new URL(frame).origin;
}

/** What a reader's button says for each kind. */
export const EMBED_ACTIONS: Record<EmbedKind, string> = {
  video: "Play",
  audio: "Play",
  post: "View post",
  map: "View map",
  chart: "View chart",
  document: "View document",
  form: "Open form",
};
