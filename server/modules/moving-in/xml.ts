import { SaxesParser } from "saxes";
import { UnreadableExport } from "./source.ts";

/** An element as the readers see it: its text alone ('x' for `<a>x</a>`), or its children by name, its
 * attributes as `@_name` and its text as `#text`. */
export type XmlNode = Record<string, unknown>;

/** Elements of a WXR file that may repeat: always lists, even when there is one. */
const REPEATED = new Set([
  "item",
  "category",
  "wp:author",
  "wp:category",
  "wp:tag",
  "wp:postmeta",
  "wp:comment",
]);

type Frame = { name: string; node: XmlNode; text: string[]; attributes: boolean; children: boolean };

/** The control characters XML 1.0 forbids: an editor's paste leaves some in posts, which WordPress
 * exports as they are. Invisible, they are dropped rather than the file refused. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F]/g;

/** How deep the elements of a WXR file's channel are: `rss` is 1, `channel` 2, an item 3. */
const CHANNEL_CHILD = 3;

/**
 * A streaming reader of an RSS document (a WXR export): fed its text in chunks of any size, it calls
 * `element` with each child of `rss > channel` (an `item`, a `wp:author`, the `link`) once that child
 * is closed, as a small tree, and keeps nothing else: memory is one channel child's, however large the
 * file. Text is kept as text (ids and slugs are never numbers), CDATA merged into its element's text.
 *
 * A document type is refused outright, wherever it stands after comments and processing instructions
 * (the parser's own event says so): a WXR file has none, and its entity declarations are how a small
 * file expands into a huge one. The parser (saxes) expands no declared entity anyway: an entity other
 * than XML's five and character references is an error, so the refusal is a clear message rather than
 * the only guard.
 */
export function createRssReader(element: (name: string, node: XmlNode) => void) {
  const parser = new SaxesParser({ position: false });
  const stack: Frame[] = [];
  let root: string | null = null;
  parser.on("doctype", () => {
    throw new UnreadableExport("The export declares a document type or entities: a WXR file has none");
  });
  parser.on("opentag", (tag) => {
    root ??= tag.name;
    const node: XmlNode = {};
    let attributes = false;
    for (const [name, value] of Object.entries(tag.attributes)) {
      node[`@_${name}`] = value;
      attributes = true;
    }
    stack.push({ name: tag.name, node, text: [], attributes, children: false });
  });
  const text = (value: string) => {
    if (stack.length >= CHANNEL_CHILD) stack.at(-1)!.text.push(value);
  };
  parser.on("text", text);
  parser.on("cdata", text);
  parser.on("closetag", () => {
    const frame = stack.pop()!;
    const depth = stack.length + 1;
    if (depth < CHANNEL_CHILD) return;
    const joined = frame.text.join("");
    let value: unknown = joined;
    if (frame.attributes || frame.children) {
      value = frame.node;
      if (joined) frame.node["#text"] = joined;
    }
    if (depth === CHANNEL_CHILD) {
      if (root === "rss" && stack[1]?.name === "channel") element(frame.name, value as XmlNode);
      return;
    }
    const parent = stack.at(-1)!;
    parent.children = true;
    const existing = parent.node[frame.name];
    if (existing === undefined) parent.node[frame.name] = REPEATED.has(frame.name) ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else parent.node[frame.name] = [existing, value];
  });
  const guarded = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (error instanceof UnreadableExport) throw error;
      throw new UnreadableExport(`The export is not well-formed XML: ${(error as Error).message}`);
    }
  };
  return {
    write: (chunk: string) => guarded(() => parser.write(chunk.replace(CONTROL, ""))),
    close: () => guarded(() => parser.close()),
  };
}

/** An element's text ('' for none): `<a>x</a>` and `<a domain="d">x</a>` alike. */
export function textOf(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string") return node;
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  const text = (node as Record<string, unknown>)["#text"];
  return text === undefined ? "" : textOf(text);
}

/** An element that may repeat, as a list. */
export function listOf(node: unknown): Record<string, unknown>[] {
  if (node === undefined || node === null) return [];
  return (Array.isArray(node) ? node : [node]) as Record<string, unknown>[];
}
