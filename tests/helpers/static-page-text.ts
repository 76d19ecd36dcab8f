import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";

/** Elements that sit inside a line of text; every other element starts and ends a line. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "code",
  "em",
  "i",
  "small",
  "span",
  "strong",
  "time",
  "sup",
  "sub",
]);

function findArticle(nodes: ChildNode[]): Element | undefined {
  for (const node of nodes) {
    if (node.type !== "tag") continue;
    if (node.name === "article") return node;
    const inner = findArticle(node.children);
    if (inner) return inner;
  }
  return undefined;
}

function walk(nodes: ChildNode[], out: string[]) {
  for (const node of nodes) {
    if (node.type === "text") out.push(node.data);
    else if (node.type === "tag" || node.type === "script" || node.type === "style") {
      if (node.name === "script" || node.name === "style" || node.name === "template") continue;
      if (node.name === "br") {
        out.push("\n");
        continue;
      }
      const block = !INLINE.has(node.name);
      if (block) out.push("\n");
      walk(node.children, out);
      if (block) out.push("\n");
    }
  }
}

/** The text a reader sees of a static page's `<article>` (its heading, contents list and body), a line a
 * block, spaces collapsed: what tests/fixtures/static-pages/ holds of each page as it was written in TSX. */
export function staticPageText(html: string): string {
  const doc = parseDocument(html, { decodeEntities: true });
  const article = findArticle(doc.children);
  if (!article) throw new Error("No <article> in the page");
  const out: string[] = [];
  walk(article.children, out);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n")
    .concat("\n");
}
