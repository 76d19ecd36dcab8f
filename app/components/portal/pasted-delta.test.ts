import { describe, expect, it } from "vitest";
import { cleanPastedOps } from "./pasted-delta.ts";

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
});
