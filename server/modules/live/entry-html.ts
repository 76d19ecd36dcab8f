import { LIVE_TEXTS } from "#shared/live.ts";
import { withoutPolls } from "#shared/poll-markup.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { Invalid } from "../errors.ts";

/** Empty paragraphs at the start or the end of sanitized HTML. */
const EDGE_LINES = /^(?:<p>(?:<br \/>)?<\/p>)+|(?:<p>(?:<br \/>)?<\/p>)+$/g;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An entry's text as it is stored: HTML as the editor writes it (formatted text, images, embeds,
 * galleries), or text typed without it, whose blank lines part paragraphs; either way through the
 * bodies' sanitizer, without empty lines at its ends. Refused when nothing a reader would see is left
 * (no text, no image, no block), or when it holds a poll. */
export function entryHtml(text: string): string {
  const given = text.trim();
  const html = /^<[a-z]/i.test(given)
    ? sanitizeContent(given)
    : sanitizeContent(
        given
          .split(/\n\s*\n/)
          .map((p) => `<p>${escape(p.trim()).replace(/\n/g, "<br>")}</p>`)
          .join(""),
      );
  // The empty lines the editor leaves around a block (it always ends with a line) are nothing to read.
  const body = html.replace(EDGE_LINES, "");
  // Readers vote in a piece's polls (decision 0077), which an entry is not: the desk offers no Poll.
  if (withoutPolls(body) !== body) throw new Invalid(LIVE_TEXTS.noPoll, { body: LIVE_TEXTS.noPoll });
  if (!body.replace(/<[^>]*>/g, "").trim() && !/<(img|figure)[\s>]/.test(body))
    throw new Invalid(LIVE_TEXTS.empty, { body: LIVE_TEXTS.empty });
  return body;
}
