import { describe, expect, it } from "vitest";
import { layoutContent, withChapters } from "./chapters.ts";
import { shiftHeadings } from "./headings.ts";

describe("a long-form piece's chapters (decision 0076)", () => {
  it("anchors every top heading of the text and lists them in order, as the page's table of contents", () => {
    const text = shiftHeadings(
      '<h1>The vote</h1><p>Intro</p><h2>Who voted</h2><p>…</p><h1 class="ql-align-center">What &amp; why</h1><h1>The vote</h1><h1><br></h1>',
      2,
    );
    const { html, chapters } = withChapters(text);
    expect(chapters).toEqual([
      { id: "chapter-the-vote", title: "The vote" },
      { id: "chapter-what-why", title: "What & why" },
      { id: "chapter-the-vote-2", title: "The vote" },
    ]);
    expect(html).toBe(
      '<h2 id="chapter-the-vote">The vote</h2><p>Intro</p><h3>Who voted</h3><p>…</p>' +
        '<h2 id="chapter-what-why" class="ql-align-center">What &amp; why</h2><h2 id="chapter-the-vote-2">The vote</h2><h2><br></h2>',
    );
  });

  it("anchors the top headings of a creative piece's dialog, a level further down", () => {
    const { html, chapters } = withChapters(shiftHeadings("<h1>Part one</h1><h2>Aside</h2>", 3), 3);
    expect(chapters).toEqual([{ id: "chapter-part-one", title: "Part one" }]);
    expect(html).toBe('<h3 id="chapter-part-one">Part one</h3><h4>Aside</h4>');
  });

  it("gives a text without headings no table of contents", () => {
    expect(withChapters("<p>Only text</p>")).toEqual({ html: "<p>Only text</p>", chapters: [] });
  });

  it("takes a long-form text's opening video out as its header; any other video, or layout, keeps it", () => {
    const video =
      '<video controls="" preload="metadata" src="/uploads/v.mp4" poster="/uploads/p-1600.webp">' +
      '<track kind="captions" src="/uploads/c.vtt" srclang="en" label="English" default=""></video>';
    const text = `<p><br></p>${video}<h2>Chapter one</h2><p>Text</p>`;
    expect(layoutContent("long-form", text)).toEqual({
      content: '<h2 id="chapter-chapter-one">Chapter one</h2><p>Text</p>',
      chapters: [{ id: "chapter-chapter-one", title: "Chapter one" }],
      headerVideo: video,
    });
    const later = `<p>First words</p>${video}`;
    expect(layoutContent("long-form", later)).toEqual({ content: later, chapters: [], headerVideo: null });
    for (const layout of ["standard", "side-by-side"])
      expect(layoutContent(layout, text)).toEqual({ content: text, chapters: [], headerVideo: null });
  });
});
