import { textFromHtml } from "#shared/excerpt.ts";
import { TITLE_MAX } from "#shared/schemas/article.ts";

/**
 * The editor has no tables (SPEC.md §5): each table becomes readable text, one paragraph per row with
 * its cells separated by ' | ', a heading cell (`<th>`, or Writer's 'Table Heading' style) in bold. An
 * inner table is flattened first.
 */
export function tablesAsText(html: string): string {
  const innermost = /<table[^>]*>((?:(?!<table)[\s\S])*?)<\/table>/;
  let out = html;
  for (let match = innermost.exec(out); match; match = innermost.exec(out)) {
    const rows = [...match[1]!.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) => {
      const cells = [...row[1]!.matchAll(/<(td|th)[^>]*>([\s\S]*?)<\/\1>/g)].map(([, tag, cell]) => {
        const heading = tag === "th" || /<p class="table-heading">/.test(cell!);
        const inline = cell!
          .replace(/<\/p>\s*<p[^>]*>/g, " ")
          .replace(/<\/?p[^>]*>/g, "")
          .trim();
        return heading && inline ? `<strong>${inline}</strong>` : inline;
      });
      return `<p>${cells.join(" | ")}</p>`;
    });
    out = out.slice(0, match.index) + rows.join("") + out.slice(match.index + match[0].length);
  }
  return out;
}

/**
 * mammoth turns footnotes and endnotes into a numbered list at the end, linked both ways by ids that the
 * sanitizer removes: the links go, the numbers stay ('[1]' in the text, the list item of the note).
 */
export function plainNotes(html: string): string {
  return html
    .replace(/<a href="#(?:footnote|endnote)-\d+"[^>]*>(\[\d+\])<\/a>/g, "$1")
    .replace(/\s*<a href="#(?:footnote|endnote)-ref-\d+"[^>]*>↑<\/a>/g, "");
}

/** An image alone in its paragraph becomes a centred figure, as the editor's Insert makes it. */
export function imagesAsFigures(html: string): string {
  return html.replace(/<p>\s*(<img [^>]*>)\s*<\/p>/g, '<figure class="ql-align-center">$1</figure>');
}

/** The document's title: the text of its first heading (Word's Title style is one), cut to fit a
 * headline; null when it has none. */
export function documentTitle(html: string): string | null {
  const heading = /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/.exec(html);
  const text = heading ? textFromHtml(heading[2]!) : "";
  return text ? Array.from(text).slice(0, TITLE_MAX).join("") : null;
}

const count = (text: string | undefined, pattern: RegExp) => (text?.match(pattern) ?? []).length;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function listed(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export type Losses = {
  comments: number;
  trackedChanges: number;
  textBoxes: number;
  footnotes: number;
  images: number;
};

/** What the package holds that the article cannot, counted in its XML. A text box is counted once,
 * although Word writes it twice (as DrawingML and again as VML for older readers). */
export function countLosses(document: string, comments: string | undefined): Omit<Losses, "images"> {
  const drawingOnly = document.replace(/<mc:Fallback>[\s\S]*?<\/mc:Fallback>/g, "");
  return {
    comments: count(comments, /<w:comment[\s/>]/g),
    trackedChanges: count(document, /<w:(?:ins|del|moveFrom|moveTo)[\s/>]/g),
    textBoxes: count(drawingOnly, /<w:txbxContent[\s/>]/g),
    footnotes: count(document, /<w:(?:footnote|endnote)Reference[\s/>]/g),
  };
}

/** The sentence that says what was not imported ('3 comments and 1 text box were not imported'), or
 * null when everything was. */
export function lossReport(losses: Losses): string | null {
  const lost = [
    losses.comments && plural(losses.comments, "comment", "comments"),
    losses.trackedChanges && plural(losses.trackedChanges, "tracked change", "tracked changes"),
    losses.textBoxes && plural(losses.textBoxes, "text box", "text boxes"),
    losses.images && plural(losses.images, "image", "images"),
  ].filter((item): item is string => !!item);
  const sentences: string[] = [];
  if (lost.length) {
    const total = losses.comments + losses.trackedChanges + losses.textBoxes + losses.images;
    sentences.push(`${listed(lost)} ${total === 1 ? "was" : "were"} not imported.`);
  }
  if (losses.trackedChanges) sentences.push("The text reads as if every change had been accepted.");
  if (losses.textBoxes) sentences.push("The text of a text box is in the body, where the box was.");
  if (losses.footnotes) {
    sentences.push(
      losses.footnotes === 1
        ? "1 footnote is now a numbered note at the end."
        : `${losses.footnotes} footnotes are now numbered notes at the end.`,
    );
  }
  return sentences.length ? sentences.join(" ") : null;
}
