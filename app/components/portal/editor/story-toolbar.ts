/** The toolbar's story blocks (decision 0076): a pull quote and a fact box, each a line format. */
export const STORY_TOGGLES: { format: string; label: string }[] = [
  { format: "pull-quote", label: "Pull quote" },
  { format: "fact-box", label: "Fact box" },
];

export const STORY_ICONS: Record<string, string> = {
  "pull-quote":
    '<svg viewBox="0 0 18 18"><line class="ql-stroke" x1="2" x2="16" y1="3" y2="3"/><line class="ql-stroke" x1="2" x2="16" y1="15" y2="15"/><path class="ql-fill" d="M4.5 6h3v3.2c0 1.6-.9 2.6-2.6 2.8l-.3-.9c.8-.2 1.2-.7 1.2-1.4H4.5zm6 0h3v3.2c0 1.6-.9 2.6-2.6 2.8l-.3-.9c.8-.2 1.2-.7 1.2-1.4h-1.3z"/></svg>',
  "fact-box":
    '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="2.5" y="2.5" width="13" height="13" rx="1" fill="none"/><line class="ql-stroke" x1="5" x2="13" y1="6" y2="6" stroke-width="2"/><line class="ql-stroke" x1="5" x2="13" y1="9.5" y2="9.5"/><line class="ql-stroke" x1="5" x2="11" y1="12.5" y2="12.5"/></svg>',
};
