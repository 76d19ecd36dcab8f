import { textFromHtml } from "#shared/excerpt.ts";
import { TITLE_MAX } from "#shared/schemas/article.ts";

/** A cell of a table that holds no other table. */
const CELL = /<(td|th)((?:\s[^>]*)?)>((?:(?!<t[dh][\s>])[\s\S])*?)<\/\1>/g;
const ONE_PARAGRAPH = /^\s*<p(?: class="table-heading")?>((?:(?!<p[\s>])[\s\S])*)<\/p>\s*$/;
const HEADINGS_ONLY = /^(?:\s*<p class="table-heading">[\s\S]*?<\/p>)+\s*$/;

/**
 * Tables stay tables (issue 25; decision 0035): mammoth writes each cell's text as paragraphs, and a
 * cell of one paragraph becomes that paragraph's text. A cell of Writer's 'Table Heading' style is a
 * heading cell (`<th>`), as Word's repeated header rows already are.
 */
export function tableCells(html: string): string {
  return html.replace(CELL, (cell, tag: string, attributes: string, content: string) => {
    const kind = tag === "td" && HEADINGS_ONLY.test(content) ? "th" : tag;
    const single = ONE_PARAGRAPH.exec(content);
    const inner = single ? single[1]!.trim() : content.replace(/<p class="table-heading">/g, "<p>");
    return `<${kind}${attributes}>${inner}</${kind}>`;
  });
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

/** Word's Title style, which the conversion marks (convert.ts's STYLE_MAP). */
const TITLE_STYLE = /<h1 class="document-title">([\s\S]*?)<\/h1>/;
/** A heading with nothing before it but empty paragraphs. */
const OPENING_HEADING = /^(?:\s*<p>\s*<\/p>)*\s*<h([1-6])>([\s\S]*?)<\/h\1>/;

/**
 * The document's title, taken out of its body so that the article does not say it twice under its
 * headline (issue 25): the paragraph in Word's Title style, or else a heading that opens the document;
 * cut to fit a headline. Without either, no title, and the body as it was: a heading further down is a
 * section's, not the document's.
 */
export function takeTitle(html: string): { title: string | null; body: string } {
  const match = TITLE_STYLE.exec(html) ?? OPENING_HEADING.exec(html);
  if (!match) return { title: null, body: html };
  const text = textFromHtml(match.at(-1)!);
  const body = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  if (!text) return { title: null, body: html };
  return { title: Array.from(text).slice(0, TITLE_MAX).join(""), body: body.trim() };
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
