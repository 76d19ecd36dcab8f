import { describe, expect, it } from "vitest";
import { imagesWithoutAlt } from "./alt-text.ts";

describe("images without alt text", () => {
  it("counts images with no alt, an empty one, only spaces or the editor's placeholder, in any quoting", () => {
    expect(
      imagesWithoutAlt(
        [
          '<p><img src="/uploads/a-480.webp"></p>',
          '<img alt="" src="/b.webp">',
          "<IMG SRC='/c.webp' ALT='  '>",
          '<img data-alt="x" src="/d.webp">',
          '<img src="/e.webp" alt="A drain in ward 12">',
          "<img src=/f.webp alt=Drain>",
          "<img alt='Rain, at last' src='/g.webp'/>",
          '<figure><img src="/h.webp" alt="Article image"></figure>',
        ].join(""),
      ),
    ).toBe(5);
  });

  it("is zero without images", () => {
    expect(imagesWithoutAlt("<p>Words only, and an imgur link.</p>")).toBe(0);
  });
});
