/**
 * A word-level difference of two texts, for the History panel (issue 25): the longest common
 * subsequence of their words, after the common beginning and end are set aside (an edit usually
 * touches a small part of a long text). Small and dependency-free; a pair too large for the table
 * (over MAX_CELLS words × words in the part that differs) is compared paragraph by paragraph instead.
 */

export type DiffPart = { type: "same" | "added" | "removed"; text: string };

const MAX_CELLS = 4_000_000;

/** Words and the spaces between them, so the parts join back into the texts. */
export function words(text: string): string[] {
  return text.match(/\S+|\s+/g) ?? [];
}

export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  if (a.length * b.length > MAX_CELLS) return diffTokens(paragraphs(before), paragraphs(after));
  return diffTokens(a, b);
}

function paragraphs(text: string): string[] {
  return text.match(/[^\n]*\n+|[^\n]+$/g) ?? [];
}

/** The difference of two token lists, neighbouring parts of one type joined. */
export function diffTokens(a: readonly string[], b: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (type: DiffPart["type"], text: string) => {
    const last = parts.at(-1);
    if (last?.type === type) last.text += text;
    else parts.push({ type, text });
  };
  for (const token of a.slice(0, start)) push("same", token);
  middle(a.slice(start, endA), b.slice(start, endB), push);
  for (const token of a.slice(endA)) push("same", token);
  return parts.filter((part) => part.text !== "");
}

/** The LCS table of the differing middle, read from the start: removed before added at each change. */
function middle(a: string[], b: string[], push: (type: DiffPart["type"], text: string) => void) {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the LCS of a[i..] and b[j..], in one array of (n + 1) × (m + 1).
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < n) push("removed", a[i++]!);
  while (j < m) push("added", b[j++]!);
}

export { htmlText } from "#shared/html-text.ts";
