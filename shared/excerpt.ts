import { decodeHTML } from "entities";
import { EXCERPT_LENGTH } from "./constants.ts";
import { withoutGalleries } from "./gallery.ts";
import { withoutPolls } from "./poll-markup.ts";

/** Decodes character references as a browser does in text: every named entity of HTML, numeric
 * references (a reference to no character becomes U+FFFD); an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Where a block of text ends: a line break or the end of a paragraph, heading, list item, quote,
 * preformatted text or caption. */
const BLOCK_END = /<(?:br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre|\/figcaption)\s*\/?>/gi;

/** The text of a piece of inline markup: tags removed, entities decoded, whitespace collapsed. */
const inlineText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** Text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. Block ends count as a
 * space, so that two paragraphs do not run into one word. */
export function textFromHtml(html: string): string {
  return inlineText(html.replace(BLOCK_END, " "));
}

/** A block's text ends a sentence or introduces what follows (a closing quote or bracket may follow). */
const ENDS_A_SENTENCE = /[.!?:;…]["'”’»)\]]*$/u;

/** Text of an HTML fragment read as prose: its blocks joined by a space when one ends in punctuation and
 * by a full stop when it does not, so that a paragraph ending 'from January' followed by a heading
 * 'What changes:' and a paragraph 'Breakfast…' reads '…from January. What changes: Breakfast…'. */
export function proseFromHtml(html: string): string {
  const blocks = html
    .split(BLOCK_END)
    .map(inlineText)
    .filter((text) => text !== "");
  return blocks
    .map((text, i) => (i === blocks.length - 1 || ENDS_A_SENTENCE.test(text) ? text : `${text}.`))
    .join(" ");
}

/** True when a rich-text body has nothing a reader would see: no text and no image (Quill's empty
 * editor is `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  return textFromHtml(html) === "" && !/<img\s/i.test(html);
}

/** The first `length` characters as a reader counts them: a cut never splits an emoji, a flag or a
 * letter with its combining accent. */
function firstCharacters(text: string, length: number): string {
  if (typeof Intl.Segmenter !== "function") return Array.from(text).slice(0, length).join("");
  let out = "";
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (count++ === length) break;
    out += segment;
  }
  return out;
}

/** The automatic excerpt of SPEC.md §5: the first 150 characters of the content's text followed by
 * '...', its blocks read as sentences (proseFromHtml). */
export function autoExcerpt(html: string): string {
  // A gallery's captions (decision 0072) and a poll's question and choices (decision 0077) only when
  // the text has nothing else.
  const prose = proseFromHtml(withoutPolls(withoutGalleries(html))) || proseFromHtml(html);
  return `${firstCharacters(prose, EXCERPT_LENGTH)}...`;
}

/** A plain text as a page description: whitespace collapsed, at most `length` characters, '...' where
 * it is cut. */
export function summaryOf(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const cut = firstCharacters(flat, length);
  return cut.length < flat.length ? `${firstCharacters(flat, length - 3).trimEnd()}...` : flat;
}
