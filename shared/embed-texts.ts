// What the editor and readers read about embeds (issue 41, decision 0075).

export const EMBED_BUTTON = "Embed";
export const EMBED_DIALOG_TITLE = "Embed a link";
export const EMBED_DIALOG_HINT =
  "Paste a link from YouTube, Vimeo, Spotify, SoundCloud, Apple Podcasts, X, Instagram, TikTok, Bluesky, Mastodon, Google Maps, Datawrapper, Flourish or Google Docs, Sheets and Forms. Any other link becomes a link card.";
export const EMBED_LINK_LABEL = "Link";
export const EMBED_INSERT = "Insert embed";
export const EMBED_FETCHING = "Fetching the preview…";
export const EMBED_FAILED = "Embed not added";
export const EMBED_ADDED = "Embed added";
export const EMBED_NO_PREVIEW =
  "The preview could not be fetched: the embed shows the provider's name and the link instead.";
export const EMBED_NOT_A_LINK = "Please paste a link starting with http:// or https://";
export const EMBED_PRIVATE_ADDRESS =
  "That link points to a private or local address, which the site may not call. Only links to public sites can be embedded.";
/** The reader's note under a facade: nothing is loaded from the provider before the click. */
export const EMBED_PRIVACY_NOTE = "Loads content from {provider} when you click.";
export const LINK_CARD_NAME = "Link";
