/** How a piece is laid out for readers (issue 41, decision 0076): the usual column, a long-form page
 * (a full-bleed header photo, a table of contents, a drop cap, a reading-progress bar), or the lead
 * photo fixed beside the scrolling text. */
export const LAYOUTS = ["standard", "long-form", "side-by-side"] as const;
export type Layout = (typeof LAYOUTS)[number];

export const DEFAULT_LAYOUT: Layout = "standard";

export const LAYOUT_LABELS: Record<Layout, string> = {
  standard: "Standard",
  "long-form": "Long-form",
  "side-by-side": "Side by side",
};

export const LAYOUT_HINTS: Record<Layout, string> = {
  standard: "The headline, the photo, then the text.",
  "long-form":
    "A full-width header photo (or the video the text begins with), a table of contents from the text's headings, a drop cap and a reading-progress bar.",
  "side-by-side": "The photo stays beside the text as readers scroll (stacked above it on phones).",
};

export const LAYOUT_MESSAGE = "Please choose a layout from the list";

export const isLayout = (v: unknown): v is Layout => (LAYOUTS as readonly unknown[]).includes(v);

/** The checkbox of a long-form piece: its headline over the header photo rather than under it. */
export const HEADLINE_OVER_LABEL = "Headline over the photo";

/** An image inside the text: as wide as the text (the default), wider, or the whole window. The class on
 * its stored <figure>. */
export const FIGURE_WIDTHS = [
  { value: "", label: "Text width", className: "" },
  { value: "wide", label: "Wide", className: "figure-wide" },
  { value: "full", label: "Full width", className: "figure-full" },
] as const;
export type FigureWidth = (typeof FIGURE_WIDTHS)[number]["value"];

/** The blocks of the editor that every layout shows (stored as sanitized HTML): a pull quote (one
 * paragraph repeated large) and a fact box (lines in a box; the first is its title). */
export const PULL_QUOTE_CLASS = "pull-quote";
export const FACT_BOX_CLASS = "fact-box";
export const FACT_BOX_LINE_CLASS = "fact-box-line";
