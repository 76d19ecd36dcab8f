import { textFromHtml } from "./excerpt.ts";
import { slugify } from "./slug.ts";

/** A chapter of a long-form piece: one of its text's top headings, and the anchor it gets. */
export type Chapter = { id: string; title: string };

/** An <hN> of sanitized HTML (no id: the sanitizer keeps none), with what it holds. */
const heading = (level: number) =>
  new RegExp(`<h${level}((?:\\s+class="[^"]*")?)>([\\s\\S]*?)<\\/h${level}>`, "gi");

/**
 * A long-form piece's chapters (decision 0076): every <h2> of its text (its top headings, once
 * shiftHeadings put them under the headline) gets an id, `chapter-` and its words, numbered on when two
 * read the same; the list of them is the page's table of contents. A heading with no text is no chapter.
 * `level`: the top headings' level once shifted (3 in the creative page's dialog, whose title is an h2).
 */
export function withChapters(html: string, level = 2): { html: string; chapters: Chapter[] } {
  const chapters: Chapter[] = [];
  const taken = new Set<string>();
  const out = html.replace(heading(level), (whole, attributes: string, inner: string) => {
    const title = textFromHtml(inner).trim();
    if (!title) return whole;
    const base = `chapter-${slugify(title) || chapters.length + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    chapters.push({ id, title });
    return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
  return { html: out, chapters };
}

/** A video block (shared/media-blocks.ts) that opens the text, before anything else but blank lines. */
const OPENING_VIDEO = /^(?:\s|<p><br\s*\/?><\/p>)*(<video\b[^>]*>[\s\S]*?<\/video>)/i;

/** What a piece's layout shows of its text: the text (a long-form piece's with its chapters anchored
 * and listed), and a long-form piece's header video: the video block its text opens with, taken out
 * of the text and shown full-bleed in place of the header photo (decision 0076). */
export function layoutContent(
  layout: string,
  html: string,
  level = 2,
): { content: string; chapters: Chapter[]; headerVideo: string | null } {
  if (layout !== "long-form") return { content: html, chapters: [], headerVideo: null };
  const opening = OPENING_VIDEO.exec(html);
  const { html: content, chapters } = withChapters(opening ? html.slice(opening[0].length) : html, level);
  return { content, chapters, headerVideo: opening ? opening[1]! : null };
}
