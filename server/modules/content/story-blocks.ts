import type sanitizeHtml from "sanitize-html";
import { FACT_BOX_CLASS, FACT_BOX_LINE_CLASS, FIGURE_WIDTHS, PULL_QUOTE_CLASS } from "#shared/layouts.ts";

/** The story blocks' classes the sanitizer keeps (issue 41, decision 0076), each on its own tag: a pull
 * quote's <blockquote>, a fact box's <div> and its lines' <p>, and a wide or full-width <figure>. */
export const STORY_BLOCK_CLASSES: Record<string, string[]> = {
  blockquote: [PULL_QUOTE_CLASS],
  div: [FACT_BOX_CLASS],
  p: [FACT_BOX_LINE_CLASS],
  figure: FIGURE_WIDTHS.flatMap((w) => (w.className ? [w.className] : [])),
};

/** A <div> is kept only as a fact box, with that class alone; any other is dropped and its content kept,
 * as every tag not allowed is (a tag name no list allows). */
export const storyBlockDiv: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const isFactBox = (attribs.class ?? "").split(/\s+/).includes(FACT_BOX_CLASS);
  const kept: sanitizeHtml.Attributes = isFactBox ? { class: FACT_BOX_CLASS } : {};
  return { tagName: isFactBox ? "div" : "x-dropped", attribs: kept };
};
