import { wordpressGalleries } from "./galleries.ts";
import { mediaCards, wordpressMedia } from "./media-blocks.ts";
import type { SourceImage } from "./source.ts";
import { wpautop } from "./wpautop.ts";

/** The shortcodes of WordPress and of SNO's theme that exports carry: [caption] becomes a figure, the
 * others go (an enclosing one keeps what it encloses) and are reported. Any other text in brackets is
 * left as text, as WordPress shows an unknown shortcode ('[sic]', '[1]'). */
/** Shortcodes standing for media of the old site, which go with whatever they enclose. */
const MEDIA = "gallery|embed|audio|video|playlist";
/** Those that are a block of their own (or nothing). */
const BLOCKS = `caption|wp_caption|${MEDIA}`;
const KNOWN = `${BLOCKS}|pullquote|sidebar|button|column|columns|one_half|one_third|two_thirds|contact-form-7|contact-form|sno[-_][a-z0-9_-]*`;

const CAPTION = /\[(?:caption|wp_caption)\b[^\]]*\]([\s\S]*?)\[\/(?:caption|wp_caption)\]/gi;
const OPEN_OR_CLOSE = new RegExp(`\\[\\/?(${KNOWN})\\b[^\\]]*\\]`, "gi");
const SELF_CONTAINED = new RegExp(`\\[(${MEDIA})\\b[^\\]]*\\](?:[\\s\\S]*?\\[\\/\\1\\])?`, "gi");

export type Converted = { html: string; shortcodes: string[] };

/** `[caption …]<img …> The caption[/caption]` as a figure: the image (or the link around it) and the
 * text after it. */
function captionFigure(_match: string, inner: string): string {
  const media = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
  if (!media) return inner;
  const caption = media[2]!.trim();
  return `<figure>${media[1]}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
}

/** A shortcode that becomes a block or nothing, alone in a paragraph: WordPress's `shortcode_unautop`
 * takes the paragraph away (an enclosing one that goes keeps its text in its paragraph). */
const ALONE = new RegExp(`<p>\\s*(\\[(${BLOCKS})\\b[^\\]]*\\][\\s\\S]*?(?:\\[\\/\\2\\])?)\\s*<\\/p>`, "gi");

/** A post's body as our editor holds it, before the sanitizer every write applies: Gutenberg's block
 * comments gone, a classic editor's text given WordPress's paragraphs (`classic`), then, as WordPress
 * runs them after its paragraphs, shortcodes turned or taken out. */
export function convertBody(
  source: string,
  classic: boolean,
  images?: ReadonlyMap<string, SourceImage>,
): Converted {
  const shortcodes = new Set<string>();
  let html = source.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, "");
  if (classic) html = wpautop(html).replace(ALONE, "$1");
  // `[gallery ids="…"]` as our gallery block, from the export's images (decision 0072).
  html = wordpressGalleries(html, images);
  // `[video]`, `[audio]` and Gutenberg's video and audio figures as players, their files copied later.
  html = mediaCards(wordpressMedia(html));
  html = html.replace(CAPTION, captionFigure);
  html = html.replace(SELF_CONTAINED, (_m, name: string) => {
    shortcodes.add(name.toLowerCase());
    return "";
  });
  html = html.replace(OPEN_OR_CLOSE, (_m, name: string) => {
    shortcodes.add(name.toLowerCase());
    return "";
  });
  return { html: html.replace(/<p>\s*<\/p>/g, ""), shortcodes: [...shortcodes] };
}
