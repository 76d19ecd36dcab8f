import { describe, expect, it } from "vitest";
import { shiftHeadings } from "./headings.ts";

describe("content headings on a public page", () => {
  it("go one level down under the headline: h1 to h2, h2 to h3, h3 to h4, in their order", () => {
    const html =
      '<h1>Budget</h1><p>Text with h1 &lt;h1&gt; in it.</p><h2 class="ql-align-center">Roads</h2><h3>Bridges</h3><h1>Schools</h1>';
    expect(shiftHeadings(html, 2)).toBe(
      '<h2>Budget</h2><p>Text with h1 &lt;h1&gt; in it.</p><h3 class="ql-align-center">Roads</h3><h4>Bridges</h4><h2>Schools</h2>',
    );
  });

  it("leave no <h1> on the page, go two levels down under a dialog's <h2> title, never below <h6>", () => {
    const html = "<h1>A</h1><h2>B</h2><h3>C</h3><h5>E</h5><h6>F</h6>";
    expect(shiftHeadings(html, 2)).not.toMatch(/<\/?h1[\s>]/);
    expect(shiftHeadings(html, 3)).toBe("<h3>A</h3><h4>B</h4><h5>C</h5><h6>E</h6><h6>F</h6>");
  });

  it("leave other tags that start with h alone", () => {
    const html = '<hr><header>x</header><p><a href="/h1">h1</a></p>';
    expect(shiftHeadings(html, 2)).toBe(html);
  });

  it("start from the text's highest heading: a text that begins at Heading 2 keeps <h2> under the headline", () => {
    const html = "<h2>Roads</h2><p>x</p><h3>Bridges</h3>";
    expect(shiftHeadings(html, 2)).toBe(html);
    expect(shiftHeadings(html, 3)).toBe("<h3>Roads</h3><p>x</p><h4>Bridges</h4>");
    expect(shiftHeadings("<h3>Only</h3>", 2)).toBe("<h3>Only</h3>");
  });
});
