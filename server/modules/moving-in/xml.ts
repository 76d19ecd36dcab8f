import { XMLParser } from "fast-xml-parser";
import { UnreadableExport } from "./source.ts";

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

/** The parser's guard on entities: limits on declared ones only ('external'; fast-xml-parser's types do
 * not list the option yet). */
const ENTITIES = {
  enabled: true,
  appliesTo: "external",
  maxTotalExpansions: 1000,
  maxExpandedLength: 100_000,
};

/**
 * Reads an XML export into plain objects: text kept as text (ids and slugs are never numbers), CDATA
 * merged into its element's text, attributes kept (`@_domain`). A document type is refused outright: a
 * WXR file has none, and its entity declarations are how a small file expands into a huge one; the
 * parser's own limits on declared entities stay on as a second guard (the five of XML itself, one
 * character each, are not limited: an export may hold millions).
 */
export function parseXml(text: string): Record<string, unknown> {
  // A document type can only come before the root element: what a post's text says is no matter.
  const root = text.search(/<[A-Za-z_]/);
  if (/<!DOCTYPE/i.test(root < 0 ? text : text.slice(0, root)))
    throw new UnreadableExport("The export declares a document type or entities: a WXR file has none");
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: ENTITIES,
    isArray: (name) => REPEATED.has(name),
  });
  try {
    return parser.parse(text, true) as Record<string, unknown>;
  } catch (error) {
    throw new UnreadableExport(`The export is not well-formed XML: ${(error as Error).message}`);
  }
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
