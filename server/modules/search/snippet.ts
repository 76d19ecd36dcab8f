import { textFromHtml } from "#shared/excerpt.ts";
import type { Highlighted } from "#shared/search.ts";

/** About this many characters of a piece's text show under its title. */
const SNIPPET_LENGTH = 240;

type Marks = { words: string[]; substrings: string[] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A stem as a word's start: Porter's 'happi' starts 'happy' only without its last letter. */
const stemStart = (lexeme: string) =>
  lexeme.length > 3 && /[ie]$/.test(lexeme) ? lexeme.slice(0, -1) : lexeme;

/** What to mark: whole words that start with a searched word or its stem (English), or any occurrence
 * of a searched string (other scripts, where a word need not stand alone). Null when nothing is. */
function markPattern({ words, substrings }: Marks): RegExp | null {
  const longestFirst = (list: string[]) => [...list].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const parts: string[] = [];
  if (words.length)
    parts.push(`(?<![\\p{L}\\p{N}])(?:${longestFirst(words.map(stemStart)).join("|")})[\\p{L}\\p{N}]*`);
  if (substrings.length) parts.push(`(?:${longestFirst(substrings).join("|")})`);
  return parts.length ? new RegExp(parts.join("|"), "giu") : null;
}

/** `text` split into plain and marked stretches. The page renders them as text (React escapes it), a
 * marked stretch inside <mark>: nothing of a piece's own markup can come through. */
export function highlight(text: string, marks: Marks): Highlighted {
  const pattern = markPattern(marks);
  if (!pattern) return text ? [{ text, mark: false }] : [];
  const out: Highlighted = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0] === "") continue;
    if (found.index > at) out.push({ text: text.slice(at, found.index), mark: false });
    out.push({ text: found[0], mark: true });
    at = found.index + found[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false });
  return out;
}

/** Cut `text` to about SNIPPET_LENGTH characters around `index`, at spaces, with '…' where cut. */
function around(text: string, index: number): string {
  const start = Math.max(0, index - SNIPPET_LENGTH / 3);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  let cut = text.slice(start, end);
  if (start > 0) cut = `…${cut.replace(/^\S*\s/u, "")}`;
  if (end < text.length) cut = `${cut.replace(/\s\S*$/u, "")}…`;
  return cut;
}

/** The snippet under a result's title: the excerpt when the words are in it (or nowhere else), else
 * the stretch of the body around their first occurrence. */
export function snippetOf(excerpt: string, html: string, marks: Marks): Highlighted {
  const pattern = markPattern(marks);
  const first = (text: string) => (pattern ? new RegExp(pattern.source, "iu").exec(text) : null);
  if (!first(excerpt)) {
    const body = textFromHtml(html);
    const found = first(body);
    if (found || !excerpt) return highlight(around(body, found?.index ?? 0), marks);
  }
  return highlight(around(excerpt, 0), marks);
}
