import { readEmbedAttributes, type EmbedBlock } from "#shared/embed-markup.ts";
import { EMBED_PRIVACY_NOTE } from "#shared/embed-texts.ts";
import { EMBED_ACTIONS, frameOrigin, LINK_CARD, matchEmbed } from "#shared/embeds.ts";
import { escapeMarkup } from "#shared/escape.ts";
import { Parser } from "htmlparser2";

/** The class a page's facades carry: the embeds island (app/islands/embeds.tsx) looks for it. */
export const FACADE_LINK = "embed-open";

const PLAY_ICON =
  '<svg class="embed-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M8 5.5v13l10.5-6.5z" fill="currentColor"/></svg>';
const VIEW_ICON =
  '<svg class="embed-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

function attributesOf(tag: string): Record<string, string> {
  let found: Record<string, string> = {};
  new Parser({ onopentag: (_name, attributes) => (found = attributes) }).end(tag);
  return found;
}

const hostOf = (url: string) => URL.parse(url)?.hostname.replace(/^www\./, "") ?? url;

/** A provider's embed as readers first see it: the stored preview (or, without one, the provider's
 * name and the link), the provider's name and a play or view button. One link to the provider: without
 * script it goes there; the island turns a click into the provider's frame, in its sandbox. */
function facade(block: EmbedBlock): { html: string; origin: string } | null {
  const match = matchEmbed(block.url);
  if (!match || match.provider.id !== block.provider) return null;
  const { provider, frame } = match;
  const action = EMBED_ACTIONS[provider.kind];
  const icon = provider.kind === "video" || provider.kind === "audio" ? PLAY_ICON : VIEW_ICON;
  const title = block.title ?? hostOf(block.url);
  const box = provider.ratio ? `aspect-ratio: ${provider.ratio}` : `height: ${provider.height}px`;
  const data = [
    `data-frame="${escapeMarkup(frame)}"`,
    `data-sandbox="${escapeMarkup(provider.sandbox)}"`,
    `data-allow="${escapeMarkup(provider.allow)}"`,
    `data-box="${escapeMarkup(box)}"`,
    `data-title="${escapeMarkup(`${provider.name}: ${title}`)}"`,
  ].join(" ");
  const image = block.image
    ? `<img class="embed-thumb" src="${escapeMarkup(block.image)}" alt="" loading="lazy" decoding="async">`
    : "";
  const html =
    `<figure class="embed-facade${block.image ? "" : " embed-plain"}" data-embed="${escapeMarkup(provider.id)}" data-kind="${provider.kind}">` +
    `<a class="${FACADE_LINK}" href="${escapeMarkup(block.url)}" rel="noopener noreferrer" ${data}>` +
    image +
    `<span class="embed-label"><span class="embed-provider">${escapeMarkup(provider.name)}</span>` +
    `<span class="embed-title">${escapeMarkup(title)}</span>` +
    (block.title ? "" : `<span class="embed-link">${escapeMarkup(block.url)}</span>`) +
    `</span><span class="embed-button">${icon}<span>${escapeMarkup(action)}</span></span></a>` +
    `<figcaption class="embed-note">${escapeMarkup(EMBED_PRIVACY_NOTE.replace("{provider}", provider.name))}</figcaption>` +
    `</figure>`;
  return { html, origin: frameOrigin(frame) };
}

/** An unknown link's card: its Open Graph title, description and image, a plain link; no frame. */
function linkCard(block: EmbedBlock): string {
  const image = block.image
    ? `<img class="link-card-image" src="${escapeMarkup(block.image)}" alt="" loading="lazy" decoding="async">`
    : "";
  const description = block.description
    ? `<span class="link-card-description">${escapeMarkup(block.description)}</span>`
    : "";
  return (
    `<figure class="link-card"><a href="${escapeMarkup(block.url)}" rel="noopener noreferrer">${image}` +
    `<span class="link-card-text"><span class="link-card-title">${escapeMarkup(block.title ?? block.url)}</span>` +
    `${description}<span class="link-card-host">${escapeMarkup(hostOf(block.url))}</span></span></a></figure>`
  );
}

/** Where the figure opened at `start` closes (after its `</figure>`), figures inside it counted. */
function figureEnd(html: string, start: number): number {
  let depth = 0;
  const pattern = /<figure[\s>]|<\/figure>/g;
  pattern.lastIndex = start;
  for (let found = pattern.exec(html); found; found = pattern.exec(html)) {
    depth += found[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return found.index + found[0].length;
  }
  return -1;
}

/**
 * The embeds of sanitized content as readers get them (decision 0075): each provider's embed a facade
 * that loads nothing from the provider until a click, each link card a card; and the origins of the
 * frames those facades may load, for the page's `frame-src`. Everything else stays as written. In
 * sanitized HTML an embed's start tag runs from `<figure class="embed"` to the next `>`.
 */
export function embedFacades(html: string): { html: string; frameSources: string[] } {
  const origins = new Set<string>();
  let out = "";
  let written = 0;
  for (
    let start = html.indexOf('<figure class="embed"');
    start >= 0;
    start = html.indexOf('<figure class="embed"', start + 1)
  ) {
    if (start < written) continue;
    const tagEnd = html.indexOf(">", start) + 1;
    const end = figureEnd(html, start);
    if (tagEnd === 0 || end < 0) break;
    const block = readEmbedAttributes(attributesOf(html.slice(start, tagEnd)));
    if (!block) continue;
    let replacement: string | null;
    if (block.provider === LINK_CARD) replacement = linkCard(block);
    else {
      const made = facade(block);
      if (made) origins.add(made.origin);
      replacement = made?.html ?? null;
    }
    if (replacement === null) continue;
    out += html.slice(written, start) + replacement;
    written = end;
  }
  return { html: out + html.slice(written), frameSources: [...origins] };
}

/** Whether content holds an embed (the page then loads the embeds island). */
export const hasEmbeds = (html: string) => html.includes('<figure class="embed-facade');
