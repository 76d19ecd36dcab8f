import { describe, expect, it } from "vitest";
import { withChapters } from "./chapters.ts";
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

  it("gives a text without headings no table of contents", () => {
    expect(withChapters("<p>Only text</p>")).toEqual({ html: "<p>Only text</p>", chapters: [] });
  });
});
