/**
 * WordPress's `wpautop` (wp-includes/formatting.php), ported for what an export's classic-editor text
 * needs: a blank line is a paragraph break, a single newline a <br />, and nothing changes inside
 * block elements' tags or in <pre>. The rules are WordPress's, in its order; the parts for <option>,
 * <object>, <source> and <track> are left out (they do not survive our sanitizer).
 */

const ALL_BLOCKS =
  "(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)";

const NEWLINE_MARK = " <!-- wpnl --> ";

/** <pre> elements swapped for placeholders, to be put back once the paragraphs are made. */
function holdPre(text: string): { text: string; held: Map<string, string> } {
  const held = new Map<string, string>();
  if (!text.includes("<pre")) return { text, held };
  const parts = text.split("</pre>");
  const last = parts.pop()!;
  let out = "";
  parts.forEach((part, i) => {
    const start = part.indexOf("<pre");
    if (start < 0) {
      out += part;
      return;
    }
    const name = `<pre wp-pre-tag-${i}></pre>`;
    held.set(name, `${part.slice(start)}</pre>`);
    out += part.slice(0, start) + name;
  });
  return { text: out + last, held };
}

export function wpautop(input: string, br = true): string {
  if (input.trim() === "") return "";
  const pre = holdPre(`${input}\n`);
  let text = pre.text;
  const block = (pattern: string, flags = "g") => new RegExp(pattern.replaceAll("ALL", ALL_BLOCKS), flags);
  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/g, "\n\n");
  text = text.replace(block("(<ALL[\\s/>])"), "\n\n$1");
  text = text.replace(block("(</ALL>)"), "$1\n\n");
  text = text.replace(/(<hr\s*?\/?>)/g, "$1\n\n");
  text = text.replace(/\r\n|\r/g, "\n");
  // Newlines inside a tag (between its attributes) are not line breaks.
  text = text.replace(/<[^<>]*>/g, (tag) => tag.replaceAll("\n", NEWLINE_MARK));
  text = text.replace(/\n\n+/g, "\n\n");
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p !== "");
  text = paragraphs.map((p) => `<p>${p.replace(/^\n+|\n+$/g, "")}</p>\n`).join("");
  text = text.replace(/<p>\s*<\/p>/g, "");
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/g, "<p>$1</p></$2>");
  text = text.replace(block("<p>\\s*(</?ALL[^>]*>)\\s*</p>"), "$1");
  text = text.replace(/<p>(<li.+?)<\/p>/g, "$1");
  text = text.replace(/<p><blockquote([^>]*)>/gi, "<blockquote$1><p>");
  text = text.replaceAll("</blockquote></p>", "</p></blockquote>");
  text = text.replace(block("<p>\\s*(</?ALL[^>]*>)"), "$1");
  text = text.replace(block("(</?ALL[^>]*>)\\s*</p>"), "$1");
  if (br) {
    text = text.replace(/<(script|style|svg|math).*?<\/\1>/gs, (m) =>
      m.replaceAll("\n", "<WPPreserveNewline />"),
    );
    text = text.replace(/<br>|<br\/>/g, "<br />");
    text = text.replace(/(?<!<br \/>)\s*\n/g, "<br />\n");
    text = text.replaceAll("<WPPreserveNewline />", "\n");
  }
  text = text.replace(block("(</?ALL[^>]*>)\\s*<br />"), "$1");
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/g, "$1");
  text = text.replace(/\n<\/p>$/, "</p>");
  for (const [name, original] of pre.held) text = text.replace(name, original);
  return text.replaceAll(NEWLINE_MARK, "\n").replaceAll("<!-- wpnl -->", "\n");
}
