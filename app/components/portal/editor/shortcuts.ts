import { ARTICLE_IMAGE_ALT } from "#shared/texts.ts";
import type { Figure } from "./html.ts";

/** The marks that, typed at the start of a line and followed by a space, give the line a block format
 * (as in Markdown): `#` the largest heading the editor offers, `##` the next, `>` a block quotation. */
export const BLOCK_MARK = /^(#{1,2}|>)$/;

export type BlockFormat = { name: "header"; value: 1 | 2 } | { name: "blockquote"; value: true };

/** The block format a line gets when the writer types a space after `prefix`, its text so far; null
 * when the space is only a space. */
export function blockFormatOf(prefix: string): BlockFormat | null {
  if (!BLOCK_MARK.test(prefix)) return null;
  if (prefix === ">") return { name: "blockquote", value: true };
  return { name: "header", value: prefix.length === 1 ? 1 : 2 };
}

type Op = { insert?: unknown; attributes?: Record<string, unknown> };
type Change = {
  retain?: number;
  delete?: number;
  insert?: Record<string, unknown>;
  attributes?: Record<string, unknown>;
};

/** An image in the text, as the editor's contents hold it: a plain image embed (pasted) or the centred
 * figure that Insert makes. */
export type TextImage = Figure & { kind: "image" | "figure" };

/** The image a Delta operation inserts, or null when it inserts something else. */
export function imageOf(op: Op | undefined): TextImage | null {
  const insert = op?.insert;
  if (!insert || typeof insert !== "object") return null;
  const { image, figure } = insert as { image?: unknown; figure?: Figure };
  if (typeof image === "string") return { kind: "image", src: image, alt: String(op.attributes?.alt ?? "") };
  if (figure && typeof figure.src === "string") return { kind: "figure", ...figure };
  return null;
}

/**
 * The operations that give an image in the text a new description (its `alt`), to apply at its position.
 * A blank one falls back as Insert's does (SPEC.md §2): to the caption, then to 'Article image'. A figure
 * is replaced whole, since its description is part of its value; a plain image keeps its other formats.
 */
export function describeImage(
  image: TextImage,
  alt: string,
  /** A figure's width (decision 0076): null at the text's width; by default, the one it had. */
  width: Figure["width"] | null = image.width ?? null,
): Change[] {
  const text = alt.trim() || image.caption || ARTICLE_IMAGE_ALT;
  if (image.kind === "image") return [{ retain: 1, attributes: { alt: text } }];
  const figure: Figure = {
    src: image.src,
    alt: text,
    ...(image.caption ? { caption: image.caption } : {}),
    ...(width ? { width } : {}),
  };
  return [{ delete: 1 }, { insert: { figure } }];
}
