import { isAllowedImageSource } from "./html.ts";

type Op = { insert?: unknown; attributes?: Record<string, unknown> };

/** Formats a writer chooses in our editor, never to be taken from another program's clipboard: its
 * fonts, sizes, text colours and backgrounds (Google Docs repeats all four on every span). */
const NOT_FROM_PASTE = ["font", "size", "color", "background"];

function withoutForeignFormats(op: Op): Op {
  if (!op.attributes) return op;
  // A link's underline is how the other program drew links, not the writer's emphasis.
  const linked = op.attributes.link !== undefined;
  const kept = Object.entries(op.attributes).filter(
    ([name]) => !NOT_FROM_PASTE.includes(name) && !(linked && name === "underline"),
  );
  return kept.length ? { ...op, attributes: Object.fromEntries(kept) } : { insert: op.insert };
}

/** An image the editor cannot show (Word's `file:///C:/…/clip_image001.png`, a `blob:` address) is left
 * out rather than kept as a broken one. Data URLs stay: they are uploaded right after the paste. */
function isKeptEmbed(op: Op): boolean {
  if (typeof op.insert !== "object" || op.insert === null) return true;
  const image = (op.insert as { image?: unknown }).image;
  return typeof image !== "string" || isAllowedImageSource(image);
}

/** Blank lines at the end of what was pasted (Word's closing `<o:p>&nbsp;</o:p>` paragraph, Google's
 * interchange newline) go; the line break that ends the last real line stays with its block format. */
function withoutTrailingBlankLines(ops: Op[]): Op[] {
  const out = [...ops];
  const blank = (op: Op | undefined) => typeof op?.insert === "string" && /^[\s\u00a0]*$/.test(op.insert);
  while (out.length > 1 && blank(out.at(-1)) && /\n$/.test(String(out.at(-2)!.insert))) out.pop();
  const last = out.at(-1);
  if (typeof last?.insert === "string") {
    const trimmed = last.insert.replace(/\n[\s\u00a0]*$/, "\n");
    if (trimmed !== last.insert) out[out.length - 1] = { ...last, insert: trimmed };
  }
  return out;
}

/** The lines of a Delta's operations, each with the operations of its text and the attributes of the
 * line break that ends it; text after the last break is a line without one. */
function linesOf(ops: Op[]): { content: Op[]; end?: Op }[] {
  const lines: { content: Op[]; end?: Op }[] = [{ content: [] }];
  for (const op of ops) {
    if (typeof op.insert !== "string") {
      lines.at(-1)!.content.push(op);
      continue;
    }
    const parts = op.insert.split("\n");
    parts.forEach((text, i) => {
      if (i > 0) {
        lines.at(-1)!.end = op.attributes ? { insert: "\n", attributes: op.attributes } : { insert: "\n" };
        lines.push({ content: [] });
      }
      if (text) lines.at(-1)!.content.push({ ...op, insert: text });
    });
  }
  return lines;
}

/**
 * Google Docs separates its blocks with `<br>` (and sometimes an empty paragraph), which become empty
 * lines the writer never typed. Quill drops those between two paragraphs or lists only; this drops every
 * blank line without a block format of its own (an empty list item or heading stays).
 */
function withoutBlankLines(ops: Op[]): Op[] {
  const blank = (line: { content: Op[]; end?: Op }) =>
    line.end !== undefined &&
    !line.end.attributes &&
    line.content.every((op) => typeof op.insert === "string" && /^[\s\u00a0]*$/.test(op.insert));
  return linesOf(ops)
    .filter((line) => !blank(line))
    .flatMap((line) => (line.end ? [...line.content, line.end] : line.content));
}

/** What a paste from Google Docs, Word or a web page keeps (decision 0015): the structure and the
 * emphasis (headings, bold, italic, underline, strike-through, scripts, lists, links, quotations,
 * images), none of the other program's fonts, sizes, colours or backgrounds, and no blank lines after;
 * from Google Docs, no blank lines at all. */
export function cleanPastedOps(ops: Op[], { fromGoogleDocs = false } = {}): Op[] {
  const kept = ops.filter(isKeptEmbed).map(withoutForeignFormats);
  return withoutTrailingBlankLines(fromGoogleDocs ? withoutBlankLines(kept) : kept);
}

/** Google Docs marks what it puts on the clipboard with this wrapper's id. */
export const isFromGoogleDocs = (html: string) => /\sid="?docs-internal-guid-/.test(html);
