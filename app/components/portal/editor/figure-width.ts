import { FIGURE_WIDTHS } from "#shared/layouts.ts";

type Width = "wide" | "full";

/** The class a figure of this width carries ("" at the text's width). */
export const figureWidthClass = (width: string | undefined): string =>
  FIGURE_WIDTHS.find((w) => w.value === width)?.className ?? "";

/** A stored figure's width, from its class. */
export function figureWidthOf(node: Element): Width | undefined {
  for (const w of FIGURE_WIDTHS) if (w.value && node.classList.contains(w.className)) return w.value;
  return undefined;
}
