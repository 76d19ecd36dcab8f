// Embeds that do not track (issue 41, decision 0075): which links become an embed, the provider's frame
// they load once a reader clicks, the narrowest sandbox that frame needs and the box it takes. Shared by
// the editor (which recognises a pasted link), the sanitizer (which keeps only what this table knows)
// and the public page (which writes the facade and the page's frame-src).

import type { EmbedKind, EmbedProvider } from "./embed-providers/common.ts";
import { DOCUMENT_PROVIDERS } from "./embed-providers/documents.ts";
import { MEDIA_PROVIDERS } from "./embed-providers/media.ts";
import { POST_PROVIDERS } from "./embed-providers/posts.ts";

export type { EmbedKind, EmbedProvider };

/** Every provider a link can be embedded from, in the order links are matched (a Mastodon address is
 * any server's: it comes after the others). */
export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  ...MEDIA_PROVIDERS,
  ...POST_PROVIDERS,
  ...DOCUMENT_PROVIDERS,
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

/** The short forms of providers' links, which only redirect to the long one (`spoti.fi/…` to
 * `open.spotify.com/track/…`): the server follows them when the link is inserted, to embed what they
 * lead to. (`youtu.be/ID` is matched as it is.) */
const SHORT_LINKS: Record<string, (path: string[]) => boolean> = {
  "spoti.fi": (path) => path.length === 1,
  "spotify.link": (path) => path.length === 1,
  "on.soundcloud.com": (path) => path.length === 1,
  "vm.tiktok.com": (path) => path.length === 1,
  "vt.tiktok.com": (path) => path.length === 1,
  "tiktok.com": (path) => path[0] === "t" && path.length === 2,
  "maps.app.goo.gl": (path) => path.length === 1,
  "goo.gl": (path) => path[0] === "maps" && path.length === 2,
};

/** Whether `url` is a provider's short link (which only redirects to the link to embed). */
export function isShortLink(url: URL): boolean {
  const h = url.hostname.toLowerCase().replace(/^www\./, "");
  return SHORT_LINKS[h]?.(url.pathname.split("/").filter(Boolean)) ?? false;
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
