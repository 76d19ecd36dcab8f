import type Quill from "quill/core";
import { textOfOps, type Anchor, type Quoted } from "./anchors.ts";

/** The editor's side of the notes: its text, a selected passage, and the passages painted with the CSS
 * Custom Highlight API, which marks text without touching the editor's DOM, so a highlight can never
 * be saved into the piece's HTML. Browsers without the API show the notes without the marks. */

export const textOf = (quill: Quill) => textOfOps(quill.getContents().ops);

/** The passage of a selection, with its quote. */
export function passageOf(quill: Quill, range: Anchor): Quoted {
  return { ...range, quote: textOfOps(quill.getContents(range.index, range.length).ops) };
}

/** A DOM range over a passage, as Quill's own selection builds one. */
function domRange(quill: Quill, anchor: Anchor): Range | null {
  try {
    const [startLeaf, startOffset] = quill.getLeaf(anchor.index);
    const [endLeaf, endOffset] = quill.getLeaf(anchor.index + anchor.length);
    if (!startLeaf || !endLeaf) return null;
    const range = document.createRange();
    range.setStart(...startLeaf.position(startOffset, true));
    range.setEnd(...endLeaf.position(endOffset, true));
    return range;
  } catch {
    // A position the document no longer has (the text changed under it): no mark until the next paint.
    return null;
  }
}

const MARKS = "draft-note";
const ACTIVE = "draft-note-active";

/** Marks the notes' passages, and the one in focus more strongly. */
export function paintHighlights(quill: Quill, anchors: Map<string, Anchor>, active: string | null) {
  if (typeof CSS === "undefined" || !("highlights" in CSS)) return;
  const all: Range[] = [];
  const focused: Range[] = [];
  for (const [id, anchor] of anchors) {
    const range = domRange(quill, anchor);
    if (!range) continue;
    (id === active ? focused : all).push(range);
  }
  CSS.highlights.set(MARKS, new Highlight(...all));
  CSS.highlights.set(ACTIVE, new Highlight(...focused));
}

export function clearHighlights() {
  if (typeof CSS === "undefined" || !("highlights" in CSS)) return;
  CSS.highlights.delete(MARKS);
  CSS.highlights.delete(ACTIVE);
}

/** The top of a passage, in pixels from the top of `box`. */
export function passageTop(quill: Quill, anchor: Anchor, box: HTMLElement): number | null {
  const bounds = quill.getBounds(anchor.index, anchor.length);
  if (!bounds) return null;
  return bounds.top + quill.container.getBoundingClientRect().top - box.getBoundingClientRect().top;
}
