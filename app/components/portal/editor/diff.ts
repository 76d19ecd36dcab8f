import { diffLines, diffWordsWithSpace, type ChangeObject } from "diff";

/**
 * The difference of two versions' texts, word by word, for History (issues 25 and 36), by jsdiff (the
 * `diff` package): words, punctuation marks, runs of spaces and line breaks are its tokens, so the
 * parts join back into either text exactly. Two long texts that share little are compared line by
 * line, and beyond that as one text removed and another added, so that a comparison never takes long.
 */

export type DiffPart = { type: "same" | "added" | "removed"; text: string };

/** Beyond this many edits, or this many milliseconds, a word comparison gives way to a line one (a
 * 3,000-word article with every tenth word changed takes about 200 ms here). */
const WORDS = { maxEditLength: 1_000, timeout: 300 };
const LINES = { maxEditLength: 2_000, timeout: 300 };

const partOf = (change: ChangeObject<string>): DiffPart => ({
  type: change.added ? "added" : change.removed ? "removed" : "same",
  text: change.value,
});

export function diffWords(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ type: "same", text: before }] : [];
  const changes = diffWordsWithSpace(before, after, WORDS) ?? diffLines(before, after, LINES);
  const parts: DiffPart[] = changes
    ? changes.map(partOf)
    : [
        { type: "removed", text: before },
        { type: "added", text: after },
      ];
  return parts.filter((part) => part.text !== "");
}

/** Whether any part differs. */
export const differs = (parts: readonly DiffPart[]) => parts.some((part) => part.type !== "same");

export { htmlText } from "#shared/html-text.ts";
