import { describe, expect, it } from "vitest";
import { cleanPastedOps, isFromGoogleDocs } from "./pasted-delta.ts";

describe("cleanPastedOps", () => {
  it("drops fonts, sizes, colours, backgrounds and links' underline and keeps emphasis, links and block formats", () => {
    expect(
      cleanPastedOps([
        {
          insert: "412 signatures",
          attributes: { bold: true, color: "#000000", font: "serif", size: "large" },
        },
        { insert: " plain", attributes: { color: "#000000", background: "transparent" } },
        { insert: "notice", attributes: { link: "https://college.example.edu/", underline: true } },
        { insert: "\n", attributes: { header: 2 } },
      ]),
    ).toEqual([
      { insert: "412 signatures", attributes: { bold: true } },
      { insert: " plain" },
      { insert: "notice", attributes: { link: "https://college.example.edu/" } },
      { insert: "\n", attributes: { header: 2 } },
    ]);
  });

  it("leaves out images the editor cannot show and keeps data URLs for the upload", () => {
    const data = "data:image/png;base64,iVBORw0KGgo=";
    expect(
      cleanPastedOps([
        { insert: { image: "file:///C:/Users/desk/clip_image001.png" } },
        { insert: { image: data }, attributes: { alt: "Ferry" } },
        { insert: "\n" },
      ]),
    ).toEqual([{ insert: { image: data }, attributes: { alt: "Ferry" } }, { insert: "\n" }]);
  });

  it("removes blank lines at the end but keeps the last line's break and format", () => {
    expect(
      cleanPastedOps([
        { insert: "Quote" },
        { insert: "\n", attributes: { blockquote: true } },
        { insert: "\u00a0\n" },
      ]),
    ).toEqual([{ insert: "Quote" }, { insert: "\n", attributes: { blockquote: true } }]);
    expect(cleanPastedOps([{ insert: "Text\n\u00a0\n \n" }])).toEqual([{ insert: "Text\n" }]);
    expect(cleanPastedOps([{ insert: "inline words " }])).toEqual([{ insert: "inline words " }]);
  });

  it("drops the blank lines Google Docs puts between blocks, and keeps empty lines with a format", () => {
    const pasted = [
      { insert: "\nCurfew rolled back" },
      { insert: "\n", attributes: { header: 1 } },
      { insert: "Residents collected signatures.\n\n\u00a0\nWhat the rules say" },
      { insert: "\n", attributes: { header: 2 } },
      { insert: "\n", attributes: { list: "bullet" } },
      { insert: { image: "/uploads/ab/gate.webp" } },
      { insert: "\n \nEnd" },
    ];
    expect(cleanPastedOps(pasted, { fromGoogleDocs: true })).toEqual([
      { insert: "Curfew rolled back" },
      { insert: "\n", attributes: { header: 1 } },
      { insert: "Residents collected signatures." },
      { insert: "\n" },
      { insert: "What the rules say" },
      { insert: "\n", attributes: { header: 2 } },
      { insert: "\n", attributes: { list: "bullet" } },
      { insert: { image: "/uploads/ab/gate.webp" } },
      { insert: "\n" },
      { insert: "End" },
    ]);
    // From elsewhere a blank line in the middle is the writer's.
    expect(cleanPastedOps([{ insert: "One\n\nTwo\n" }])).toEqual([{ insert: "One\n\nTwo\n" }]);
  });

  it("knows Google Docs' clipboard by its wrapper", () => {
    expect(
      isFromGoogleDocs('<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5d2b">'),
    ).toBe(true);
    expect(isFromGoogleDocs('<p id="docs">Notes on docs-internal-guid- in a story</p>')).toBe(false);
  });
});
