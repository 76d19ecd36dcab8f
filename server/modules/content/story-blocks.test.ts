import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize.ts";

describe("sanitizeContent keeps the story blocks (issue 41, decision 0076)", () => {
  it("keeps a pull quote, a fact box with its lines, and a wide or full-width figure", () => {
    const html = [
      '<blockquote class="pull-quote">We were never told.</blockquote>',
      '<div class="fact-box"><p class="fact-box-line">By the numbers</p><p class="fact-box-line">3 schools</p></div>',
      '<figure class="ql-align-center figure-wide"><img src="/uploads/a.webp" alt="A hall" /></figure>',
      '<figure class="ql-align-center figure-full"><img src="/uploads/b.webp" alt="A field" /><figcaption>The field</figcaption></figure>',
    ].join("");
    expect(sanitizeContent(html)).toBe(html);
  });

  it("drops every other class, attribute and <div>, keeping their text", () => {
    expect(sanitizeContent('<blockquote class="pull-quote evil" data-x="1" id="q">Quote</blockquote>')).toBe(
      '<blockquote class="pull-quote">Quote</blockquote>',
    );
    expect(sanitizeContent('<div class="fact-box" role="alert" onclick="x()"><p>Facts</p></div>')).toBe(
      '<div class="fact-box"><p>Facts</p></div>',
    );
    expect(sanitizeContent('<div class="banner">Ad</div><div>Plain</div>')).toBe("AdPlain");
    // Each class on its own tag only.
    expect(sanitizeContent('<p class="pull-quote figure-wide">Text</p>')).toBe("<p>Text</p>");
    expect(
      sanitizeContent('<figure class="fact-box figure-huge"><img src="/uploads/a.webp" alt=""></figure>'),
    ).toBe('<figure><img src="/uploads/a.webp" alt="" /></figure>');
    expect(sanitizeContent('<div class="fact-box"><script>alert(1)</script><p>Safe</p></div>')).toBe(
      '<div class="fact-box"><p>Safe</p></div>',
    );
  });
});
