import { sanitizeContent } from "../content/sanitize.ts";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An entry's text as it is stored: HTML as the editor writes it (images, embeds, galleries), or text
 * typed on a phone, whose blank lines part paragraphs; either way through the bodies' sanitizer. */
export function entryHtml(text: string): string {
  const trimmed = text.trim();
  if (/^<[a-z]/i.test(trimmed)) return sanitizeContent(trimmed);
  const paragraphs = trimmed.split(/\n\s*\n/).map((p) => `<p>${escape(p.trim()).replace(/\n/g, "<br>")}</p>`);
  return sanitizeContent(paragraphs.join(""));
}
