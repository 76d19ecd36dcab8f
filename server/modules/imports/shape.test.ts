import { describe, expect, it } from "vitest";
import { countLosses, imagesAsFigures, lossReport, plainNotes, tableCells, takeTitle } from "./shape.ts";

describe("what the import makes of mammoth's HTML", () => {
  it("keeps a table: a cell of one paragraph as its text, Writer's heading cells as <th>", () => {
    expect(
      tableCells(
        '<table><thead><tr><th><p>Site</p></th></tr></thead><tbody><tr><td colspan="2"><p>Gate</p><p>east</p></td><td><table><tr><td><p>6</p></td></tr></table></td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th>Site</th></tr></thead><tbody><tr><td colspan="2"><p>Gate</p><p>east</p></td><td><table><tr><td>6</td></tr></table></td></tr></tbody></table>',
    );
    expect(
      tableCells('<table><tr><td><p class="table-heading">Site</p></td><td><p></p></td></tr></table>'),
    ).toBe("<table><tr><th>Site</th><td></td></tr></table>");
  });

  it("unlinks footnote references and back-links, keeping the numbers", () => {
    expect(
      plainNotes(
        '<p>Text<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p><ol><li id="footnote-1"><p>Note. <a href="#footnote-ref-1">↑</a></p></li></ol>',
      ),
    ).toBe('<p>Text<sup>[1]</sup></p><ol><li id="footnote-1"><p>Note.</p></li></ol>');
  });

  it("makes an image alone in its paragraph a centred figure, and leaves one inside text", () => {
    expect(imagesAsFigures('<p><img src="/uploads/a-480.webp" alt="A" /></p>')).toBe(
      '<figure class="ql-align-center"><img src="/uploads/a-480.webp" alt="A" /></figure>',
    );
    expect(imagesAsFigures('<p>See <img src="/uploads/a-480.webp" alt="A" /></p>')).toContain("<p>See");
  });

  it("takes the title out of the body: Word's Title style, or else a heading that opens the document", () => {
    expect(
      takeTitle('<p>By the desk</p><h1 class="document-title">Rains &amp; <em>drains</em></h1><h2>Why</h2>'),
    ).toEqual({
      title: "Rains & drains",
      body: "<p>By the desk</p><h2>Why</h2>",
    });
    expect(takeTitle("<p></p><h2>Rains</h2><p>Text</p><h2>Why</h2>")).toEqual({
      title: "Rains",
      body: "<p>Text</p><h2>Why</h2>",
    });
    // A heading further down is a section's: no title, and the body as it was.
    const sections = "<p>Intro</p><h2>Why</h2>";
    expect(takeTitle(sections)).toEqual({ title: null, body: sections });
    expect(takeTitle("<h1></h1><p>Text</p>")).toEqual({ title: null, body: "<h1></h1><p>Text</p>" });
  });

  it("counts comments, tracked changes, text boxes (once) and footnotes in the XML", () => {
    const document =
      '<w:ins w:id="1"/><w:del w:id="2"/><w:insideH/><w:delText>x</w:delText><mc:AlternateContent><mc:Choice><w:txbxContent/></mc:Choice><mc:Fallback><w:txbxContent/></mc:Fallback></mc:AlternateContent><w:footnoteReference w:id="2"/>';
    expect(countLosses(document, '<w:comments><w:comment w:id="0"></w:comment></w:comments>')).toEqual({
      comments: 1,
      trackedChanges: 2,
      textBoxes: 1,
      footnotes: 1,
    });
  });

  it("says what was not imported in one sentence, then what happened instead", () => {
    const none = { comments: 0, trackedChanges: 0, textBoxes: 0, footnotes: 0, images: 0 };
    expect(lossReport(none)).toBeNull();
    expect(lossReport({ ...none, comments: 3, textBoxes: 1 })).toBe(
      "3 comments and 1 text box were not imported. The text of a text box is in the body, where the box was.",
    );
    expect(lossReport({ ...none, comments: 1 })).toBe("1 comment was not imported.");
    expect(lossReport({ ...none, images: 2, footnotes: 3 })).toBe(
      "2 images were not imported. 3 footnotes are now numbered notes at the end.",
    );
  });
});
