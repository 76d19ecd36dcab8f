import type { DocxParts } from "./package.ts";

const STYLES_RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles";
const REFERENCE = /<w:(pStyle|rStyle)\s+w:val\s*=\s*(["'])([^"'<>]+)\2/g;
const DEFINITION = /<w:style\b[^>]*>/g;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])([^"'<>]*)\\1`).exec(tag)?.[2];

/** Where mammoth reads the styles: the main document's styles relationship, else word/styles.xml. */
function stylesPartName(parts: DocxParts): string {
  const rels = parts.get("word/_rels/document.xml.rels")?.toString("utf8") ?? "";
  for (const [relationship] of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    if (attribute(relationship, "Type") !== STYLES_RELATIONSHIP) continue;
    const target = attribute(relationship, "Target") ?? "";
    const name = target.startsWith("/") ? target.slice(1) : `word/${target}`;
    if (parts.has(name)) return name;
  }
  return "word/styles.xml";
}

/** The name Word gives a style whose id it derived from it: 'Heading1' is 'Heading 1', 'IntenseQuote'
 * is 'Intense Quote'. An id of other characters is its own name. */
export const nameOfStyleId = (id: string) =>
  /^[A-Za-z0-9]+$/.test(id) ? id.replace(/([a-z])(?=[A-Z0-9])/g, "$1 ") : id;

/**
 * The style map (ours and mammoth's defaults) matches styles by name, and generator libraries refer to
 * a paragraph or character style by an id that the styles part does not define, or defines without a
 * name (issue 23): such a paragraph would lose its quotation, title or heading. Each such style is
 * named here, as Word would name it, so that the map finds it; a style the document names is left as
 * it is.
 */
export function nameStylesById(parts: DocxParts): DocxParts {
  const stylesName = stylesPartName(parts);
  const styles = parts.get(stylesName)?.toString("utf8") ?? "";
  const named = new Set<string>();
  for (const definition of styles.matchAll(DEFINITION)) {
    const [tag] = definition;
    const id = attribute(tag, "w:styleId");
    if (!id || tag.endsWith("/>")) continue;
    const start = definition.index + tag.length;
    const body = styles.slice(start, styles.indexOf("</w:style>", start));
    if (/<w:name\s[^>]*w:val/.test(body)) named.add(`${attribute(tag, "w:type")}:${id}`);
  }
  const missing = new Map<string, string>();
  for (const [name, bytes] of parts) {
    if (name === stylesName || !/^word\/[^/]+\.xml$/.test(name)) continue;
    for (const [, kind, , id] of bytes.toString("utf8").matchAll(REFERENCE)) {
      const key = `${kind === "pStyle" ? "paragraph" : "character"}:${id}`;
      if (!named.has(key)) missing.set(key, id!);
    }
  }
  if (missing.size === 0) return parts;
  const definitions = [...missing]
    .map(([key, id]) => {
      const type = key.slice(0, key.indexOf(":"));
      return `<w:style w:type="${type}" w:styleId="${id}"><w:name w:val="${nameOfStyleId(id)}"/></w:style>`;
    })
    .join("");
  const completed = new Map(parts);
  completed.set(stylesName, Buffer.from(withDefinitions(styles, definitions), "utf8"));
  return completed;
}

/** The styles part with `definitions` first among its styles: mammoth keeps the first definition of an
 * id, so a nameless one further down gives way to the named one. */
function withDefinitions(styles: string, definitions: string): string {
  const open = /<w:styles\b[^>]*?(\/?)>/.exec(styles);
  if (!open) {
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${definitions}</w:styles>`;
  }
  const end = open.index + open[0].length;
  if (open[1])
    return `${styles.slice(0, open.index)}${open[0].slice(0, -2)}>${definitions}</w:styles>${styles.slice(end)}`;
  return styles.slice(0, end) + definitions + styles.slice(end);
}
