import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyValues, type PublishValues } from "./publish-values.ts";
import { RevisionComparison } from "./revision-comparison.tsx";

const version = (fields: Partial<PublishValues>): PublishValues => ({
  ...emptyValues("article"),
  title: "Library hours cut",
  excerpt: "The library closes at five.",
  author: "Rina Das",
  imageUrl: "/uploads/library-960.webp",
  content: "<p>The library closes at five from Monday.</p><p>Students object.</p>",
  ...fields,
});

const render = (a: PublishValues, b: PublishValues) =>
  renderToStaticMarkup(
    createElement(RevisionComparison, { kind: "article", older: "Version 3", newer: "Version 4", a, b }),
  );

/** The row of one field, as markup. */
const row = (html: string, label: string) =>
  html.match(new RegExp(`<tr[^>]*><th[^>]*>${label}.*?</tr>`))?.[0];

describe("comparing two versions", () => {
  it("marks the words changed in every field and in the text in place, with cues screen readers announce", () => {
    const html = render(
      version({}),
      version({
        title: "Library hours cut again",
        category: "Regional",
        imageUrl: "/uploads/reading-room-960.webp",
        imageCaption: "The reading room",
        content: "<p>The library closes at four from Monday.</p><p>Students object.</p>",
      }),
    );
    expect(row(html, "Title")).toContain(
      '<span>Library hours cut</span><ins class="bg-green-100 px-0.5 text-green-900 decoration-2 underline-offset-2"><span class="sr-only">[added: </span> again<span class="sr-only">]</span></ins>',
    );
    expect(row(html, "Category")).toMatch(
      /<del[^>]*><span class="sr-only">\[removed: <\/span>Politics.*<ins/,
    );
    // An address is compared by its parts: the name of the file changed.
    expect(row(html, "Image")).toMatch(
      /<span>\/uploads\/<\/span><del[^>]*><span class="sr-only">\[removed: <\/span>library/,
    );
    expect(row(html, "Image")).toMatch(/\[added: <\/span>reading</);
    expect(row(html, "Caption")).toContain("[added: </span>The reading room");
    expect(html).toMatch(/closes at <\/span><del[^>]*><span class="sr-only">\[removed: <\/span>five/);
    expect(html).toMatch(/<ins[^>]*><span class="sr-only">\[added: <\/span>four/);
    for (const label of ["Title", "Category", "Image", "Caption"])
      expect(row(html, label)).toContain("Changed");
    for (const label of ["Excerpt", "Author", "Slug", "Tags"])
      expect(row(html, label)).not.toContain("Changed");
    expect(html).toContain(
      "5 parts differ: words taken out are struck through, words put in are underlined.",
    );
  });

  it("says when nothing differs, and marks nothing", () => {
    const html = render(version({}), version({}));
    expect(html).toContain("Nothing differs between them.");
    expect(html).not.toMatch(/<ins|<del|Changed/);
  });
});
