import { escapeMarkup } from "./escape.ts";
import { embedProvider, LINK_CARD, matchEmbed, parseEmbedLink } from "./embeds.ts";
import { isImageAddress } from "./schemas/fields.ts";

/** An embed block as the piece stores it (decision 0075): the provider's id (or "link" for a link card),
 * the link, and the preview the server fetched once when it was inserted: title, description and the
 * thumbnail's upload. The frame's address is never stored: the page derives it from the link. */
export type EmbedBlock = {
  provider: string;
  url: string;
  title?: string;
  description?: string;
  image?: string;
};

export const EMBED_TITLE_MAX = 300;
export const EMBED_DESCRIPTION_MAX = 500;

const clip = (text: string | undefined, max: number) => {
  const clean = text?.replace(/\s+/g, " ").trim();
  return clean ? (clean.length > max ? `${clean.slice(0, max - 1)}…` : clean) : undefined;
};

/** The block if every part of it is one the site accepts: a known provider that embeds this link, or a
 * link card for any http(s) link; an image that is an upload or an http(s) address. Otherwise null. */
export function checkEmbed(block: Partial<Record<keyof EmbedBlock, string | undefined>>): EmbedBlock | null {
  const { provider, url } = block;
  if (!provider || !url || !parseEmbedLink(url)) return null;
  if (provider === LINK_CARD) {
    if (matchEmbed(url)) return null;
  } else if (!embedProvider(provider) || matchEmbed(url)?.provider.id !== provider) return null;
  const title = clip(block.title, EMBED_TITLE_MAX);
  const description = clip(block.description, EMBED_DESCRIPTION_MAX);
  const image = block.image && isImageAddress(block.image) ? block.image : undefined;
  return {
    provider,
    url: url.trim(),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
  };
}

/** The data attributes an embed's figure carries, as the sanitizer keeps them. */
export const EMBED_ATTRIBUTES = ["data-embed", "data-url", "data-title", "data-description", "data-image"];

/** The block as stored: a figure whose data says what to show, holding a plain link to the same place,
 * so that a feed, a newsletter or an excerpt that does not know embeds still shows a link. */
export function embedHtml(block: EmbedBlock): string {
  const attribute = (name: string, value: string | undefined) =>
    value ? ` data-${name}="${escapeMarkup(value)}"` : "";
  return (
    `<figure class="embed"${attribute("embed", block.provider)}${attribute("url", block.url)}` +
    `${attribute("title", block.title)}${attribute("description", block.description)}${attribute("image", block.image)}>` +
    `<a href="${escapeMarkup(block.url)}" rel="noopener noreferrer">${escapeMarkup(block.title ?? block.url)}</a></figure>`
  );
}

/** The block a stored figure's attributes describe, or null. */
export function readEmbedAttributes(attribs: Record<string, string | undefined>): EmbedBlock | null {
  return checkEmbed({
    provider: attribs["data-embed"],
    url: attribs["data-url"],
    title: attribs["data-title"],
    description: attribs["data-description"],
    image: attribs["data-image"],
  });
}
