import { describe, expect, it } from "vitest";
import {
  characterCount,
  figureHtml,
  isAllowedImageSource,
  isAllowedLink,
  normaliseSpaces,
  tableMarkup,
} from "./editor-html.ts";

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

describe("characterCount", () => {
  it("counts the characters of the text without the markup", () => {
    expect(characterCount("<h2>Title</h2><p><strong>Bold</strong> move</p>")).toBe("Title Bold move".length);
  });
  it("is zero for an empty editor", () => {
    expect(characterCount("")).toBe(0);
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
