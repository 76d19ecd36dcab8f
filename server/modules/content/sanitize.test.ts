import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize.ts";

describe("sanitizeContent", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizeContent(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("<p>Hi</p>");
  });

  it("keeps the editor's formats: headers, emphasis, lists, quotes, code, alignment and indentation", () => {
    const input =
      '<h2>Title</h2><p class="ql-align-center"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub></p>' +
      '<ol><li data-list="bullet" class="ql-indent-2">item</li></ol><blockquote>quote</blockquote>' +
      '<pre class="ql-syntax">code</pre><p><span style="color:#a4161a;background-color:rgb(255, 255, 0)">c</span></p>';
    expect(sanitizeContent(input)).toBe(input);
  });

  it("drops classes and styles the editor cannot produce", () => {
    expect(sanitizeContent('<p class="evil ql-align-right" style="position: fixed">x</p>')).toBe(
      '<p class="ql-align-right">x</p>',
    );
  });

  it("accepts images from http, https and image data URLs only", () => {
    expect(sanitizeContent('<img src="https://example.org/a.png" alt="a">')).toContain(
      'src="https://example.org/a.png"',
    );
    expect(sanitizeContent('<img src="data:image/png;base64,AAAA" alt="a">')).toContain("data:image/png");
    expect(sanitizeContent('<img src="data:text/html;base64,AAAA" alt="a">')).not.toContain("<img");
    expect(sanitizeContent('<img src="ftp://example.org/a.png">')).not.toContain("ftp:");
  });

  it("keeps a centred figure with its caption, and makes new-tab links safe", () => {
    expect(
      sanitizeContent(
        '<figure class="ql-align-center"><img src="https://e.org/a.jpg" alt="Cap"><figcaption>Cap</figcaption></figure>',
      ),
    ).toContain("<figcaption>Cap</figcaption>");
    expect(sanitizeContent('<a href="https://e.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
