import { describe, expect, it } from "vitest";
import { galleryHtml } from "#shared/gallery.ts";
import { findGalleries } from "../content/gallery.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { convertBody } from "./convert.ts";
import { ghostGalleries } from "./galleries.ts";
import type { SourceImage } from "./source.ts";

const images = new Map<string, SourceImage>([
  ["11", { url: "https://old.example/a.jpg", alt: "The team", caption: "Before kick-off" }],
  ["12", { url: "https://old.example/b.jpg", alt: "", caption: "" }],
  ["13", { url: "https://old.example/c.jpg", alt: "Fans", caption: "The stands" }],
]);

describe("galleries moving in (decision 0072)", () => {
  it("makes WordPress's [gallery ids] a gallery of the export's images, in its order, captions kept", () => {
    const { html, shortcodes } = convertBody(
      'Intro\n\n[gallery ids="13,11,99,12" columns="3"]\n\n[gallery type="slideshow" ids=\'12\']',
      true,
      images,
    );
    expect(shortcodes).toEqual([]);
    const [grid, slideshow] = findGalleries(sanitizeContent(html)).map((found) => found.gallery);
    expect(grid).toEqual({
      layout: "grid",
      photos: [
        { src: "https://old.example/c.jpg", alt: "Fans", caption: "The stands", credit: null },
        { src: "https://old.example/a.jpg", alt: "The team", caption: "Before kick-off", credit: null },
        { src: "https://old.example/b.jpg", alt: "", caption: "", credit: null },
      ],
    });
    expect(slideshow!.layout).toBe("slideshow");
    // No paragraph left around a gallery.
    expect(html).not.toMatch(/<p>\s*<figure class="gallery/);
  });

  it("takes out and reports a gallery whose images the export lacks, as before; [caption] stays a figure", () => {
    const { html, shortcodes } = convertBody(
      '[gallery ids="1,2"]\n\n[caption id="attachment_5"]<img src="https://old.example/d.jpg" alt="D"> Dusk[/caption]',
      true,
      images,
    );
    expect(shortcodes).toEqual(["gallery"]);
    expect(html).toContain(
      '<figure><img src="https://old.example/d.jpg" alt="D"><figcaption>Dusk</figcaption></figure>',
    );
  });

  it("makes Ghost's gallery card a gallery, its caption a paragraph after it", () => {
    const card =
      '<p>Before</p><figure class="kg-card kg-gallery-card kg-width-wide kg-card-hascaption"><div class="kg-gallery-container">' +
      '<div class="kg-gallery-row"><div class="kg-gallery-image"><img src="https://ghost.example/1.jpg" width="600" height="400" loading="lazy" alt="One"></div>' +
      '<div class="kg-gallery-image"><img src="https://ghost.example/2.jpg" alt=""></div></div></div>' +
      "<figcaption>Match day &amp; after</figcaption></figure><p>After</p>";
    expect(ghostGalleries(card)).toBe(
      "<p>Before</p>" +
        galleryHtml({
          layout: "grid",
          photos: [
            { src: "https://ghost.example/1.jpg", alt: "One", caption: "", credit: null },
            { src: "https://ghost.example/2.jpg", alt: "", caption: "", credit: null },
          ],
        }) +
        "<p>Match day &amp; after</p><p>After</p>",
    );
  });
});
