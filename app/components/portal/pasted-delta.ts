import { isAllowedImageSource } from "./editor-html.ts";

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

/** What a paste from Google Docs, Word or a web page keeps (decision 0015): the structure and the
 * emphasis (headings, bold, italic, underline, strike-through, scripts, lists, links, quotations,
 * images), none of the other program's fonts, sizes, colours or backgrounds, and no blank lines after. */
export function cleanPastedOps(ops: Op[]): Op[] {
  return withoutTrailingBlankLines(ops.filter(isKeptEmbed).map(withoutForeignFormats));
}
