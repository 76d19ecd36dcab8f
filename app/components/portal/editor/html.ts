import { escapeMarkup } from "#shared/escape.ts";
import { textFromHtml } from "#shared/excerpt.ts";
import { figureWidthClass } from "./figure-width.ts";

/**
 * Quill's getSemanticHTML() writes every space as `&nbsp;`, which would stop the published text from
 * wrapping between words. A lone one becomes a plain space again; in a run of several, the first does,
 * so that spaces typed on purpose still show. An empty line (`<p></p>`, which a browser draws with no
 * height) keeps its line break.
 */
export function normaliseSpaces(html: string): string {
  return html
    .replace(/(?:&nbsp;)+/g, (run) => ` ${"&nbsp;".repeat(run.length / 6 - 1)}`)
    .replace(/<p><\/p>/g, "<p><br></p>");
}

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The editor's 'Word count' (SPEC.md §2 counts characters under that label; issue 36 shows both, so the
 * label tells the truth): the words of the text as Unicode segments them (punctuation and dashes are no
 * words, a script without spaces is split by its dictionary), and its characters as a reader counts them
 * (an emoji or an accented letter is one), markup removed. */
export function textCounts(html: string): { words: number; characters: number } {
  const text = textFromHtml(html);
  let wordCount = 0;
  for (const segment of words.segment(text)) if (segment.isWordLike) wordCount += 1;
  let characters = 0;
  for (const _ of graphemes.segment(text)) characters += 1;
  return { words: wordCount, characters };
}

/** Addresses an editor may insert an image from (SPEC.md §5): http, https, our own uploads, or an
 * image inlined as a data URL. */
export function isAllowedImageSource(src: string): boolean {
  return (
    /^https?:\/\/[^\s]+$/i.test(src) ||
    /^\/uploads\/[^\s]+$/.test(src) ||
    /^data:image\/(png|jpe?g|gif|webp);/i.test(src)
  );
}

/** Addresses a link may point to. */
export function isAllowedLink(href: string): boolean {
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(href);
}

/** An image in the text; `width` wider than the text (decision 0076). */
export type Figure = { src: string; alt: string; caption?: string; width?: "wide" | "full" };

/** An inserted image as stored (SPEC.md §2, Edit Article's Insert): a centred figure, its caption
 * beneath when there is one. */
export function figureHtml({ src, alt, caption, width }: Figure): string {
  const figcaption = caption ? `<figcaption>${escapeMarkup(caption)}</figcaption>` : "";
  const wide = figureWidthClass(width);
  return `<figure class="ql-align-center${wide ? ` ${wide}` : ""}"><img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}">${figcaption}</figure>`;
}

/**
 * A table as stored: without the editor's own marks, Quill's inline border on `<table>` (the article's
 * styles draw tables) and the `data-row` that tells it which cells share a row.
 */
export function tableMarkup(html: string): string {
  return html
    .replace(/<table style="border: 1px solid #000;">/g, "<table>")
    .replace(/(<t[dh]\b[^>]*?) data-row="[^"]*"/g, "$1");
}
