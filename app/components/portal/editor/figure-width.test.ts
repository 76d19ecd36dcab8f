import { describe, expect, it } from "vitest";
import { figureHtml } from "./html.ts";
import { describeImage } from "./shortcuts.ts";

describe("a figure's width (decision 0076)", () => {
  it("is a class on the stored figure", () => {
    expect(figureHtml({ src: "/uploads/a.webp", alt: "A hall", width: "wide" })).toBe(
      '<figure class="ql-align-center figure-wide"><img src="/uploads/a.webp" alt="A hall"></figure>',
    );
    expect(figureHtml({ src: "/uploads/a.webp", alt: "A hall" })).toBe(
      '<figure class="ql-align-center"><img src="/uploads/a.webp" alt="A hall"></figure>',
    );
  });

  it("stays when the figure is described again, and changes when the dialog says so", () => {
    const image = { kind: "figure" as const, src: "/uploads/a.webp", alt: "Old", width: "full" as const };
    expect(describeImage(image, "New")).toEqual([
      { delete: 1 },
      { insert: { figure: { src: "/uploads/a.webp", alt: "New", width: "full" } } },
    ]);
    expect(describeImage(image, "New", null)).toEqual([
      { delete: 1 },
      { insert: { figure: { src: "/uploads/a.webp", alt: "New" } } },
    ]);
    expect(describeImage(image, "New", "wide")[1]).toEqual({
      insert: { figure: { src: "/uploads/a.webp", alt: "New", width: "wide" } },
    });
  });
});
