// Browser only, like quill-editor.ts.
import Quill from "quill/core";

/** A click on a block embed that `selector` names (a gallery, a poll) selects it and hands it to `open`
 * with its place in the text, so that its dialog can change it there. */
export function watchBlockClicks(
  quill: Quill,
  selector: string,
  open: (index: number, node: HTMLElement) => void,
) {
  quill.root.addEventListener(
    "click",
    (event) => {
      const node = (event.target as Element).closest?.<HTMLElement>(selector);
      if (!node) return;
      event.stopPropagation();
      const blot = Quill.find(node);
      if (!blot || blot instanceof Quill) return;
      const index = quill.getIndex(blot);
      quill.setSelection(index, 1, "user");
      open(index, node);
    },
    true,
  );
}
