// The providers' table's common parts (decision 0075): what a provider is, and the sandboxes and
// address helpers their entries share.

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
export const PLAYER = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox";
export const PLAYER_WITH_FULLSCREEN = `${PLAYER} allow-presentation`;
export const MEDIA_ALLOW = "autoplay; encrypted-media; picture-in-picture; fullscreen";

export const host = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "");
export const segments = (url: URL) => url.pathname.split("/").filter(Boolean);
export const oembedAt = (endpoint: string) => (url: URL) =>
  `${endpoint}${endpoint.includes("?") ? "&" : "?"}format=json&url=${encodeURIComponent(url.href)}`;
