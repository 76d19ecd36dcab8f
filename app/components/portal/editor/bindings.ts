// Browser only: loaded with quill-editor.ts.
import Quill, { Delta } from "quill/core";
import type { Context } from "quill/modules/keyboard.js";
import { BLOCK_MARK, blockFormatOf, describeImage, imageOf, type TextImage } from "./shortcuts.ts";
import type { Figure } from "./html.ts";
import { videoAt, type MediaHooks } from "./media-blots.ts";

/** What the editor's keys and clicks ask of the form around it: the link dialog, the description of an
 * image (at its position in the text). */
export type EditorHooks = MediaHooks & {
  link(): void;
  describe(index: number, image: TextImage): void;
};

type Range = { index: number; length: number };
type Handler = (this: { quill: Quill }, range: Range, context: Context) => boolean | void;

/** Tab moves on to the next control instead of typing a tab character: no keyboard trap (WCAG 2.1.2).
 * Indenting stays on the toolbar's indent buttons. In a table's cell too, rather than to the next cell. */
const TAB_BINDINGS = {
  tab: null,
  indent: null,
  outdent: null,
  "remove tab": null,
  "indent code-block": null,
  "outdent code-block": null,
  "table tab": null,
};

/** `# `, `## ` or `> ` at the start of a line makes it a heading or a quotation, as Quill's own
 * 'list autofill' does for `- ` and `1. `: the space is typed first, so that undo gives the mark back. */
const blockMark: Handler = function (range, context) {
  const format = blockFormatOf(context.prefix);
  const [line, offset] = this.quill.getLine(range.index);
  if (!format || !line || offset > context.prefix.length) return true;
  const { length } = context.prefix;
  this.quill.insertText(range.index, " ", "user");
  this.quill.history.cutoff();
  const delta = new Delta()
    .retain(range.index - offset)
    .delete(length + 1)
    .retain(line.length() - 2 - offset)
    .retain(1, { [format.name]: format.value });
  this.quill.updateContents(delta, "user");
  this.quill.history.cutoff();
  this.quill.setSelection(range.index - length, 0, "silent");
  return false;
};

/** The image at this position of the text, or null. */
export function imageAt(quill: Quill, index: number): TextImage | null {
  return imageOf(quill.getContents(index, 1).ops[0]);
}

/** Sets the description of the image at `index`, if it is still the one the writer chose. */
export function describeImageAt(
  quill: Quill,
  index: number,
  chosen: TextImage,
  alt: string,
  width?: Figure["width"] | null,
) {
  const image = imageAt(quill, index);
  if (!image || image.src !== chosen.src) return;
  quill.updateContents(new Delta([{ retain: index }, ...describeImage(image, alt, width)]), "user");
  // The caret goes after the image, not on it, where the next key typed would replace it.
  quill.setSelection(index + 1, 0, "silent");
}

/** The editor's own keyboard shortcuts, with Quill's defaults. */
export function editorBindings(hooks: EditorHooks) {
  const link: Handler = () => {
    hooks.link();
    return false;
  };
  // Enter on a selected image (as a click selects it) asks for its description instead of replacing it;
  // on a selected video, for its poster and captions.
  const describe: Handler = function (range) {
    const video = range.length === 1 && hooks.editVideo ? videoAt(this.quill, range.index) : null;
    if (video) {
      hooks.editVideo?.(range.index, video);
      return false;
    }
    const image = range.length === 1 ? imageAt(this.quill, range.index) : null;
    if (!image) return true;
    hooks.describe(range.index, image);
    return false;
  };
  return {
    ...TAB_BINDINGS,
    "block mark": {
      key: " ",
      shiftKey: null,
      collapsed: true,
      format: { "code-block": false, list: false },
      prefix: BLOCK_MARK,
      handler: blockMark,
    },
    // "K" too, with Caps Lock on.
    "link dialog": { key: ["k", "K"], shortKey: true, handler: link },
    "image description": { key: "Enter", collapsed: false, handler: describe },
  };
}

/** A dialog opened from the text gives the focus back to it on closing, but the page's selection stayed
 * in the dialog: the caret goes back where it was, so that typing goes on there. */
export function restoreCaretOnReturn(quill: Quill) {
  quill.root.addEventListener("focus", () => {
    requestAnimationFrame(() => {
      const anchor = document.getSelection()?.anchorNode ?? null;
      if (document.activeElement === quill.root && !quill.root.contains(anchor))
        quill.setSelection(quill.selection.savedRange, "api");
    });
  });
}

/** A click on an image in the text selects it and asks for its description. */
export function watchImageClicks(quill: Quill, hooks: EditorHooks) {
  quill.root.addEventListener("click", (event) => {
    if (!(event.target instanceof HTMLImageElement)) return;
    // A figure's image is part of the figure's blot; a pasted image is a blot of its own.
    const blot = Quill.find(event.target.closest("figure") ?? event.target);
    if (!blot || blot instanceof Quill) return;
    const index = quill.getIndex(blot);
    const image = imageAt(quill, index);
    if (!image) return;
    quill.setSelection(index, 1, "user");
    hooks.describe(index, image);
  });
}
