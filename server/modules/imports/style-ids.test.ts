import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { convertDocx } from "./convert.ts";
import { readDocxPackage } from "./package.ts";
import { takeTitle } from "./shape.ts";

const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/**
 * A document written by a generator library (docx), whose paragraphs and runs name their styles by id:
 * 'Title', 'Heading1', 'Quote' and the character style 'Strong'. docx defines some of them itself
 * (Title, Heading1, Strong) and not Quote; `styles: "none"` replaces its styles part with one that
 * defines nothing, as other producers write it (issue 23).
 */
async function generated(styles: "docx's own" | "none" | "Quote named 'Pull Quote'") {
  const document = new Document({
    styles:
      styles === "Quote named 'Pull Quote'"
        ? { paragraphStyles: [{ id: "Quote", name: "Pull Quote" }] }
        : undefined,
    sections: [
      {
        children: [
          new Paragraph({ text: "Rain Gauges on Every Roof", heading: HeadingLevel.TITLE }),
          new Paragraph({ text: "What the students measured", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: "We expected the old drains to fail.", style: "Quote" }),
          new Paragraph({
            children: [new TextRun({ text: "Six drains", style: "Strong" }), new TextRun(" were measured.")],
          }),
        ],
      },
    ],
  });
  const overrides =
    styles === "none" ? [{ path: "word/styles.xml", data: `<w:styles xmlns:w="${W}"/>` }] : [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-style-ids-"));
  try {
    const file = path.join(dir, "generated.docx");
    fs.writeFileSync(file, await Packer.toBuffer(document, false, overrides));
    return await readDocxPackage(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("styles named by their id only", () => {
  for (const styles of ["docx's own", "none"] as const) {
    it(`keep the title, the heading and the quotation of a generated document (styles: ${styles})`, async () => {
      const parts = await generated(styles);
      const body = parts.get("word/document.xml")!.toString("utf8");
      const defined = parts.get("word/styles.xml")!.toString("utf8");
      // What the generator really wrote: references by id, and no definition of Quote at least.
      expect(body).toContain('<w:pStyle w:val="Quote"/>');
      expect(body).toContain('<w:pStyle w:val="Title"/>');
      expect(body).toContain('<w:pStyle w:val="Heading1"/>');
      expect(defined).not.toContain('w:styleId="Quote"');
      if (styles === "none") expect(defined).not.toContain("w:styleId=");

      const { html } = await convertDocx(parts);
      expect(html).toBe(
        '<h1 class="document-title">Rain Gauges on Every Roof</h1><h1>What the students measured</h1>' +
          "<blockquote><p>We expected the old drains to fail.</p></blockquote>" +
          "<p><strong>Six drains</strong> were measured.</p>",
      );
      expect(takeTitle(html).title).toBe("Rain Gauges on Every Roof");
    });
  }

  it("leave a style the document names as it is", async () => {
    const { html } = await convertDocx(await generated("Quote named 'Pull Quote'"));
    expect(html).toContain("<p>We expected the old drains to fail.</p>");
    expect(html).not.toContain("<blockquote>");
  });
});
