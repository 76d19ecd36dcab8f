import { describe, expect, it } from "vitest";
import { blockFormatOf, describeImage, imageOf } from "./shortcuts.ts";

describe("blockFormatOf", () => {
  it("makes '#' the largest heading, '##' the next and '>' a quotation", () => {
    expect(blockFormatOf("#")).toEqual({ name: "header", value: 1 });
    expect(blockFormatOf("##")).toEqual({ name: "header", value: 2 });
    expect(blockFormatOf(">")).toEqual({ name: "blockquote", value: true });
  });

  it("leaves any other text before a space alone", () => {
    for (const prefix of ["", "###", "#hashtag", "a #", " #", ">>", "-", "1."])
      expect(blockFormatOf(prefix), prefix).toBeNull();
  });
});

describe("imageOf and describeImage", () => {
  const pasted = { insert: { image: "/uploads/ab/boat.webp" }, attributes: { alt: "Boat", width: "320" } };
  const inserted = { insert: { figure: { src: "/uploads/cd/ghat.webp", alt: "Ghat", caption: "Dawn" } } };

  it("reads a pasted image and an inserted figure, and nothing else, as images", () => {
    expect(imageOf(pasted)).toEqual({ kind: "image", src: "/uploads/ab/boat.webp", alt: "Boat" });
    expect(imageOf(inserted)).toEqual({
      kind: "figure",
      src: "/uploads/cd/ghat.webp",
      alt: "Ghat",
      caption: "Dawn",
    });
    expect(imageOf({ insert: "text" })).toBeNull();
    expect(imageOf({ insert: { video: "https://e.org/v" } })).toBeNull();
    expect(imageOf(undefined)).toBeNull();
  });

  it("sets a pasted image's alt as a format, keeping its other formats", () => {
    expect(describeImage(imageOf(pasted)!, "  Ferry at the ghat ")).toEqual([
      { retain: 1, attributes: { alt: "Ferry at the ghat" } },
    ]);
  });

  it("replaces a figure by one with the new description and the same image and caption", () => {
    expect(describeImage(imageOf(inserted)!, "Boats tied up at dawn")).toEqual([
      { delete: 1 },
      { insert: { figure: { src: "/uploads/cd/ghat.webp", alt: "Boats tied up at dawn", caption: "Dawn" } } },
    ]);
  });

  it("falls back, as Insert does, to the caption and then to 'Article image' when left blank", () => {
    expect(describeImage(imageOf(inserted)!, "  ")[1]).toEqual({
      insert: { figure: { src: "/uploads/cd/ghat.webp", alt: "Dawn", caption: "Dawn" } },
    });
    expect(describeImage(imageOf(pasted)!, "")).toEqual([
      { retain: 1, attributes: { alt: "Article image" } },
    ]);
  });
});
