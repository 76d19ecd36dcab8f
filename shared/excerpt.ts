import { EXCERPT_LENGTH } from "./constants.ts";

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  euro: "€",
  pound: "£",
  rupee: "₹",
  times: "×",
};

function codePoint(n: number): string {
  const valid = n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff);
  return valid ? String.fromCodePoint(n) : "\uFFFD";
}

/** Decodes numeric character references and the named entities that editors and word processors use;
 * an unknown name stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref] ?? NAMED[ref.toLowerCase()] ?? whole;
    const hex = ref[1] === "x" || ref[1] === "X";
    return codePoint(Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** Text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. Block ends count as a
 * space, so that two paragraphs do not run into one word. */
export function textFromHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre|\/figcaption)\s*\/?>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}

/** True when a rich-text body has nothing a reader would see: no text and no image (Quill's empty
 * editor is `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  return textFromHtml(html) === "" && !/<img\s/i.test(html);
}

/** The first `length` characters as a reader counts them: a cut never splits an emoji, a flag or a
 * letter with its combining accent. */
function firstCharacters(text: string, length: number): string {
  if (typeof Intl.Segmenter !== "function") return Array.from(text).slice(0, length).join("");
  let out = "";
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (count++ === length) break;
    out += segment;
  }
  return out;
}

/** The automatic excerpt of SPEC.md §5: the first 150 characters of the content's text followed by
 * '...'. */
export function autoExcerpt(html: string): string {
  return `${firstCharacters(textFromHtml(html), EXCERPT_LENGTH)}...`;
}

/** A plain text as a page description: whitespace collapsed, at most `length` characters, '...' where
 * it is cut. */
export function summaryOf(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const cut = firstCharacters(flat, length);
  return cut.length < flat.length ? `${firstCharacters(flat, length - 3).trimEnd()}...` : flat;
}
