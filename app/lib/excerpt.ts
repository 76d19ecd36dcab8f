import { EXCERPT_LENGTH } from "./constants.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function textFromHtml(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The automatic excerpt of SPEC.md §5: the first 150 characters of the content followed by '...'. */
export function autoExcerpt(html: string): string {
  return `${textFromHtml(html).slice(0, EXCERPT_LENGTH)}...`;
}
