import { textFromHtml } from "./excerpt.ts";
import { slugify } from "./slug.ts";

/** A chapter of a long-form piece: one of its text's top headings, and the anchor it gets. */
export type Chapter = { id: string; title: string };

/** An <h2> of sanitized HTML (no id: the sanitizer keeps none), with what it holds. */
const H2 = /<h2((?:\s+class="[^"]*")?)>([\s\S]*?)<\/h2>/gi;

/**
 * A long-form piece's chapters (decision 0076): every <h2> of its text (its top headings, once
 * shiftHeadings put them under the headline) gets an id, `chapter-` and its words, numbered on when two
 * read the same; the list of them is the page's table of contents. A heading with no text is no chapter.
 */
export function withChapters(html: string): { html: string; chapters: Chapter[] } {
  const chapters: Chapter[] = [];
  const taken = new Set<string>();
  const out = html.replace(H2, (whole, attributes: string, inner: string) => {
    const title = textFromHtml(inner).trim();
    if (!title) return whole;
    const base = `chapter-${slugify(title) || chapters.length + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    chapters.push({ id, title });
    return `<h2 id="${id}"${attributes}>${inner}</h2>`;
  });
  return { html: out, chapters };
}

/** A piece's text as its layout shows it: a long-form piece's with its chapters anchored and listed. */
export function layoutContent(layout: string, html: string): { content: string; chapters: Chapter[] } {
  if (layout !== "long-form") return { content: html, chapters: [] };
  const { html: content, chapters } = withChapters(html);
  return { content, chapters };
}
