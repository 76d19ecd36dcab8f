import { escapeMarkup } from "#shared/escape.ts";
import { textFromHtml } from "#shared/excerpt.ts";

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

/** The editor's 'Word count' as SPEC.md §2 defines it: the characters of the text, markup removed. */
export function characterCount(html: string): number {
  return textFromHtml(html).length;
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

export type Figure = { src: string; alt: string; caption?: string };

/** An inserted image as stored (SPEC.md §2, Edit Article's Insert): a centred figure, its caption
 * beneath when there is one. */
export function figureHtml({ src, alt, caption }: Figure): string {
  const figcaption = caption ? `<figcaption>${escapeMarkup(caption)}</figcaption>` : "";
  return `<figure class="ql-align-center"><img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}">${figcaption}</figure>`;
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
