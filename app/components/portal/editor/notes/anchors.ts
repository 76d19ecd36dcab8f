/**
 * Where a note's passage is in the editor's text (issue 38), decided with no editor or DOM of its own.
 * Positions are Quill's: an image counts as one, so the text here writes each one as U+FFFC.
 *
 * While the editor is open each change of the text moves the anchors exactly (`moveThrough`, with the
 * change's Delta): typing inside a passage grows it, deleting all of it leaves the note on deleted text.
 * Text that arrives whole (opening the piece, a restore, a Word import, their version after a conflict)
 * has no change to follow, so each passage is found again by its quote, nearest to where it was
 * (`locate`). The first is the only way to follow edits inside a passage; the second is the only way to
 * follow text the editor did not see change. Together they hold when the other is blind.
 */

export type Anchor = { index: number; length: number };
export type Quoted = Anchor & { quote: string };

/** What a Delta offers to move a position through it. */
export type Change = { transformPosition(index: number, priority?: boolean): number };

export const EMBED = "\uFFFC";

/** The editor's text in its own positions, from its contents' operations. */
export function textOfOps(ops: readonly { insert?: unknown }[]): string {
  return ops.map((op) => (typeof op.insert === "string" ? op.insert : op.insert ? EMBED : "")).join("");
}

/** The anchor after `change`, or null when its whole passage was deleted. Text typed just before or
 * just after the passage stays outside it. */
export function moveThrough(anchor: Anchor, change: Change): Anchor | null {
  const start = change.transformPosition(anchor.index, false);
  const end = change.transformPosition(anchor.index + anchor.length, true);
  return end > start ? { index: start, length: end - start } : null;
}

/** The passage of `note` in `text`: where it was if its quote is still there, else the quote's nearest
 * occurrence, else null (its text is gone). */
export function locate(note: Quoted, text: string): Anchor | null {
  const { index, length, quote } = note;
  if (!quote) return null;
  if (text.slice(index, index + length) === quote) return { index, length };
  let best: number | null = null;
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) {
    if (best === null || Math.abs(at - index) < Math.abs(best - index)) best = at;
  }
  return best === null ? null : { index: best, length: quote.length };
}
