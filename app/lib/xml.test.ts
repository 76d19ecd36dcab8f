import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { xmlDocument } from "./xml.ts";

const TITLE = `Floods <update> & "relief" reach Sylhet's ঢাকা – café`;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false });

describe("xmlDocument", () => {
  it("writes a well-formed document whose text and attributes read back as given", () => {
    const xml = xmlDocument({
      rss: {
        "@version": "2.0",
        "@xmlns:atom": "http://www.w3.org/2005/Atom",
        channel: {
          title: TITLE,
          description: "",
          "atom:link": { "@href": `https://x.test/?a=1&b=${TITLE}`, "@rel": "self" },
          item: [{ title: TITLE, guid: { "@isPermaLink": "true", "#text": "https://x.test/a&b" } }],
        },
      },
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss ')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("Floods &lt;update&gt; &amp; &quot;relief&quot; reach Sylhet&apos;s ঢাকা – café");
    const { rss } = parser.parse(xml) as {
      rss: {
        "@version": string;
        "@xmlns:atom": string;
        channel: Record<string, Record<string, string> | string>;
      };
    };
    expect(rss["@version"]).toBe("2.0");
    expect(rss["@xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
    expect(rss.channel).toEqual({
      title: TITLE,
      description: "",
      "atom:link": { "@href": `https://x.test/?a=1&b=${TITLE}`, "@rel": "self" },
      item: { title: TITLE, guid: { "@isPermaLink": "true", "#text": "https://x.test/a&b" } },
    });
  });

  it("leaves out an element whose value is undefined, and writes none for an empty list", () => {
    const xml = xmlDocument({ urlset: { url: [{ loc: "https://x.test/", lastmod: undefined }], item: [] } });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parser.parse(xml)).toEqual({
      "?xml": expect.anything(),
      urlset: { url: { loc: "https://x.test/" } },
    });
  });
});
