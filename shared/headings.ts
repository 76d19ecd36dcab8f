/** A heading's start or end tag in sanitized HTML (where a `<` in text is written `&lt;`). */
const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

/**
 * Content headings below the page's own, so that a page keeps one <h1>, its headline, and no level is
 * skipped after it: the text's highest heading becomes `top` (an <h2> on an article page; an <h3> in a
 * creative piece's dialog, whose title is an <h2>) and the others move with it. A text whose editor
 * began at Heading 2 is not pushed to <h3> under the <h1>. Their order is kept; nothing goes below
 * <h6>. Only the tags are rewritten, by a regular expression over the text: a few microseconds for an
 * article.
 */
export function shiftHeadings(html: string, top: number): string {
  let highest = 7;
  for (const [, close, level] of html.matchAll(HEADING_TAG))
    if (!close) highest = Math.min(highest, Number(level));
  const by = Math.max(0, top - highest);
  if (highest === 7 || by === 0) return html;
  return html.replace(
    HEADING_TAG,
    (_tag, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + by)}`,
  );
}
