import { XMLBuilder } from "fast-xml-parser";

/** An element as the builder reads it: `@name` keys are attributes, `#text` the text beside them, an
 * array one element a value. */
export type XmlElement = { [name: string]: XmlElement | XmlElement[] | string | undefined };

/** Every value escaped by the builder (& < > " '); `isPermaLink="true"` stays written out. */
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  suppressBooleanAttributes: false,
  format: true,
});

/** A UTF-8 XML document of one root element. */
export function xmlDocument(root: XmlElement): string {
  return builder.build({ "?xml": { "@version": "1.0", "@encoding": "UTF-8" }, ...root }) as string;
}

export function xmlResponse(body: string, type = "application/xml"): Response {
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=300" },
  });
}
