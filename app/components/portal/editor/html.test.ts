import { describe, expect, it } from "vitest";
import {
  figureHtml,
  isAllowedImageSource,
  isAllowedLink,
  normaliseSpaces,
  tableMarkup,
  textCounts,
} from "./html.ts";

describe("normaliseSpaces", () => {
  it("turns Quill's lone &nbsp; between words into plain spaces", () => {
    expect(normaliseSpaces("<p>The&nbsp;council&nbsp;met.</p>")).toBe("<p>The council met.</p>");
  });
  it("keeps the extra spaces of a run visible", () => {
    expect(normaliseSpaces("<p>a&nbsp;&nbsp;&nbsp;b</p>")).toBe("<p>a &nbsp;&nbsp;b</p>");
  });
  it("keeps an empty line as a line", () => {
    expect(normaliseSpaces("<p>One</p><p></p><p>Two</p>")).toBe("<p>One</p><p><br></p><p>Two</p>");
  });
});

describe("textCounts", () => {
  it("counts the words and the characters of the text without the markup", () => {
    expect(textCounts("<h2>Title</h2><p><strong>Bold</strong> move</p>")).toEqual({
      words: 3,
      characters: "Title Bold move".length,
    });
  });
  it("counts no punctuation or dash as a word, and two paragraphs as separate words", () => {
    expect(textCounts("<p>Rain — again, at 6.30 a.m.!</p><p>“Enough” ...</p><p>Next</p>").words).toBe(7);
  });
  it("counts words in scripts without spaces and in non-Latin ones", () => {
    expect(textCounts("<p>Привет, мир</p>").words).toBe(2);
    expect(textCounts("<p>東京は晴れです</p>").words).toBeGreaterThan(1);
  });
  it("counts an emoji or a letter with its combining accent as one character", () => {
    expect(textCounts("<p>👍🏽 e\u0301</p>").characters).toBe(3);
  });
  it("says 59 words of a 59-word text of 351 characters, not 351", () => {
    const text =
      "The council met on Tuesday evening to discuss the new budget for the coming year. " +
      "Members argued about road repairs, school meals and the library's opening hours, " +
      "while residents filled the public gallery. After three hours, the budget passed by seven votes to four; " +
      "the mayor said the town could finally plan ahead with some confidence again at last.";
    const counts = textCounts(`<p>${text}</p>`);
    expect(text.split(/\s+/)).toHaveLength(59);
    expect(counts).toEqual({ words: 59, characters: 351 });
  });
  it("is zero for an empty editor", () => {
    expect(textCounts("<p><br></p>")).toEqual({ words: 0, characters: 0 });
  });
});

describe("image and link addresses", () => {
  it("allows http, https, our uploads and image data URLs for images", () => {
    expect(isAllowedImageSource("https://example.org/a.jpg")).toBe(true);
    expect(isAllowedImageSource("http://example.org/a.jpg")).toBe(true);
    expect(isAllowedImageSource("/uploads/ab/cd.webp")).toBe(true);
    expect(isAllowedImageSource("data:image/png;base64,AAAA")).toBe(true);
  });
  it("refuses script, other schemes and other paths for images", () => {
    expect(isAllowedImageSource("javascript:alert(1)")).toBe(false);
    expect(isAllowedImageSource("data:text/html;base64,PHNjcmlwdD4=")).toBe(false);
    expect(isAllowedImageSource("//evil.example/a.png")).toBe(false);
    expect(isAllowedImageSource("/admin/logout")).toBe(false);
  });
  it("allows web and mail links only", () => {
    expect(isAllowedLink("https://example.org")).toBe(true);
    expect(isAllowedLink("mailto:desk@example.org")).toBe(true);
    expect(isAllowedLink("javascript:alert(1)")).toBe(false);
  });
});

describe("figureHtml", () => {
  it("writes a centred figure with the caption beneath", () => {
    expect(figureHtml({ src: "/uploads/a.webp", alt: "Rain", caption: "Rain <3" })).toBe(
      '<figure class="ql-align-center"><img src="/uploads/a.webp" alt="Rain"><figcaption>Rain &lt;3</figcaption></figure>',
    );
  });
  it("has no figcaption without a caption", () => {
    expect(figureHtml({ src: "https://e.org/a.png", alt: "Article image" })).toBe(
      '<figure class="ql-align-center"><img src="https://e.org/a.png" alt="Article image"></figure>',
    );
  });
});

describe("tableMarkup", () => {
  it("stores a table without Quill's inline border and its row marks, keeping heading cells and spans", () => {
    expect(
      tableMarkup(
        '<table style="border: 1px solid #000;"><tbody><tr><th data-row="th:1.1">Site</th></tr>' +
          '<tr><td data-row="1.2" colspan="2">Gate</td><td class="ql-align-right" data-row="1.2">6</td></tr></tbody></table>',
      ),
    ).toBe(
      "<table><tbody><tr><th>Site</th></tr>" +
        '<tr><td colspan="2">Gate</td><td class="ql-align-right">6</td></tr></tbody></table>',
    );
  });
  it("leaves text that only mentions a row mark alone", () => {
    expect(tableMarkup('<p>data-row="1"</p>')).toBe('<p>data-row="1"</p>');
  });
});
