import { describe, expect, it } from "vitest";
import {
  countLosses,
  documentTitle,
  imagesAsFigures,
  lossReport,
  plainNotes,
  tablesAsText,
} from "./shape.ts";

describe("what the import makes of mammoth's HTML", () => {
  it("writes a table as one paragraph per row, heading cells bold, an inner table first", () => {
    expect(
      tablesAsText(
        "<p>Before</p><table><tr><th><p>Site</p></th><th><p>Depth</p></th></tr><tr><td><p>Gate</p><p>east</p></td><td><table><tr><td><p>6</p></td><td><p>cm</p></td></tr></table></td></tr></table><p>After</p>",
      ),
    ).toBe(
      "<p>Before</p><p><strong>Site</strong> | <strong>Depth</strong></p><p>Gate east | 6 | cm</p><p>After</p>",
    );
    expect(tablesAsText('<table><tr><td><p class="table-heading">Site</p></td></tr></table>')).toBe(
      "<p><strong>Site</strong></p>",
    );
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

  it("takes the first heading's text as the title", () => {
    expect(documentTitle("<p>Intro</p><h2>Rains &amp; <em>drains</em></h2><h1>Later</h1>")).toBe(
      "Rains & drains",
    );
    expect(documentTitle("<p>No heading</p>")).toBeNull();
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
