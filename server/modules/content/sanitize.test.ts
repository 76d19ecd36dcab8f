import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { payloads } from "../../../tests/fixtures/xss-payloads.ts";
import { sanitizeContent } from "./sanitize.ts";

const ALLOWED: Record<string, string[]> = {
  p: ["class", "style"],
  br: [],
  h1: ["class", "style"],
  h2: ["class", "style"],
  h3: ["class", "style"],
  h4: ["class", "style"],
  h5: ["class", "style"],
  h6: ["class", "style"],
  strong: ["class", "style"],
  em: ["class", "style"],
  u: ["class", "style"],
  s: ["class", "style"],
  sub: ["class", "style"],
  sup: ["class", "style"],
  span: ["class", "style"],
  ol: ["class", "style"],
  ul: ["class", "style"],
  li: ["class", "style", "data-list"],
  blockquote: ["class", "style"],
  pre: ["class", "style"],
  a: ["href", "target", "rel", "class", "style"],
  img: ["src", "alt", "width", "height", "srcset", "sizes", "loading", "decoding", "class", "style"],
  figure: ["class", "style"],
  figcaption: ["class", "style"],
  picture: ["class", "style"],
  source: ["type", "srcset", "sizes", "class", "style"],
  table: ["class", "style"],
  thead: ["class", "style"],
  tbody: ["class", "style"],
  tr: ["class", "style"],
  th: ["colspan", "rowspan", "class", "style"],
  td: ["colspan", "rowspan", "class", "style"],
};
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_SRC = /^(https?:\/\/|\/(uploads|images)\/|data:image\/(png|jpe?g|gif|webp);base64,)/i;
const SAFE_SRCSET_ENTRY = /^(https?:\/\/|\/(uploads|images)\/)\S+( \d+w)?$/i;
const SAFE_STYLE =
  /^((color|background-color):[^;()]*(rgba?\([\d\s.,%]*\))?[^;()]*|text-align:(left|right|center|justify))$/i;

/** Every element and attribute of `html`, parsed as a browser would (sanitize-html's own parser,
 * with nothing filtered). */
function elements(html: string): { tag: string; attribs: Record<string, string> }[] {
  const found: { tag: string; attribs: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attribs) => found.push({ tag, attribs: { ...attribs } }),
  });
  return found;
}

/** What the stored HTML may hold: the editor's elements and attributes, safe addresses and styles. */
function expectHarmless(html: string) {
  for (const { tag, attribs } of elements(html)) {
    expect(Object.keys(ALLOWED), `<${tag}> in ${html}`).toContain(tag);
    for (const [name, value] of Object.entries(attribs)) {
      expect(ALLOWED[tag], `${name} on <${tag}> in ${html}`).toContain(name);
      if (name === "href") expect(value, html).toMatch(SAFE_HREF);
      if (name === "src") expect(value, html).toMatch(SAFE_SRC);
      if (name === "srcset")
        for (const entry of value.split(",")) expect(entry.trim(), html).toMatch(SAFE_SRCSET_ENTRY);
      if (name === "target") expect(value).toBe("_blank");
      if (name === "rel") expect(value).toBe("noopener noreferrer");
      if (name === "class") for (const c of value.split(/\s+/)) expect(c).toMatch(/^(ql-[a-z0-9-]+)$/);
      if (name === "style")
        for (const declaration of value.split(";").filter(Boolean))
          expect(declaration.replace(/\s+/g, ""), html).toMatch(SAFE_STYLE);
      expect(value).not.toMatch(/javascript:|vbscript:|expression\(|url\(/i);
    }
  }
}

describe("sanitizeContent against XSS", () => {
  const all = payloads("alert(1)", "https://marker.example");

  it("has at least 30 payloads to try", () => {
    expect(all.length).toBeGreaterThanOrEqual(30);
  });

  for (const { name, html } of all) {
    it(`leaves nothing harmful of: ${name}`, () => {
      expectHarmless(sanitizeContent(html));
      // Wrapped in ordinary content, as in an article or a poem, the rest of the content stays.
      const wrapped = sanitizeContent(`<p>Before</p>${html}<p>After</p>`);
      expectHarmless(wrapped);
      expect(wrapped.startsWith("<p>Before</p>")).toBe(true);
      expect(wrapped).toContain("After");
    });
  }

  it("keeps no marker address and no script text as markup in any payload", () => {
    for (const { html } of all) {
      const out = sanitizeContent(html);
      expect(out).not.toMatch(
        /<(script|svg|math|style|iframe|object|embed|meta|base|link|form|button|input)\b/i,
      );
      expect(
        elements(out).some((e) => Object.values(e.attribs).some((v) => v.includes("marker.example"))),
      ).toBe(false);
    }
  });
});

describe("sanitizeContent keeps the editor's formats", () => {
  it("headers, emphasis, scripts, lists, quotes, code, alignment, direction, size, font and indentation", () => {
    const input =
      '<h1>A</h1><h6>B</h6><p class="ql-align-center ql-direction-rtl ql-indent-8"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub><sup>3</sup></p>' +
      '<ol><li data-list="bullet" class="ql-indent-2">item</li></ol><ul><li>x<ul><li>nested</li></ul></li></ul>' +
      '<blockquote>quote</blockquote><pre class="ql-syntax">code</pre><pre>\nplain\n</pre>' +
      '<p><span style="color:#a4161a;background-color:rgb(255, 255, 0)">c</span> <span class="ql-size-huge ql-font-serif">big</span></p>';
    expect(sanitizeContent(input)).toBe(input);
  });

  it("turns b, i and strike into the editor's strong, em and s", () => {
    expect(sanitizeContent("<p><b>b</b><i>i</i><strike>s</strike></p>")).toBe(
      "<p><strong>b</strong><em>i</em><s>s</s></p>",
    );
  });

  it("drops classes and styles the editor cannot produce, and indentation beyond 8", () => {
    expect(sanitizeContent('<p class="evil ql-align-right ql-indent-9" style="position: fixed">x</p>')).toBe(
      '<p class="ql-align-right">x</p>',
    );
  });

  it("accepts images from http, https, raster data URLs and the site's own uploads only", () => {
    for (const src of [
      "https://example.org/a.png",
      "http://example.org/a.png",
      "/uploads/a.webp",
      "data:image/png;base64,AAAA",
      "data:image/jpeg;base64,AAAA",
    ])
      expect(sanitizeContent(`<img src="${src}" alt="a">`)).toBe(`<img src="${src}" alt="a" />`);
    for (const src of [
      "data:image/svg+xml;base64,AAAA",
      "ftp://example.org/a.png",
      "//example.org/a.png",
      "/admin/logout",
      "relative.png",
      "",
    ])
      expect(sanitizeContent(`<p>x<img src="${src}"></p>`)).toBe("<p>x</p>");
  });

  it("keeps the centred figure with its caption that Insert makes", () => {
    const figure =
      '<figure class="ql-align-center"><img src="/uploads/a.webp" alt="Cap" /><figcaption>Cap</figcaption></figure>';
    expect(sanitizeContent(figure)).toBe(figure);
    expect(
      sanitizeContent(
        '<figure style="text-align:center"><img src="/uploads/a.webp" alt="Article image" /></figure>',
      ),
    ).toBe('<figure style="text-align:center"><img src="/uploads/a.webp" alt="Article image" /></figure>');
  });

  it("keeps a Word document's table, its cells' spans and nothing else of it (decision 0035)", () => {
    const table =
      '<table><thead><tr><th colspan="2">Site</th></tr></thead><tbody><tr><td rowspan="2">Gate</td><td><strong>6</strong></td></tr></tbody></table>';
    expect(sanitizeContent(table)).toBe(table);
    expect(
      sanitizeContent(
        '<table border="1" onclick="x()" width="9"><tr bgcolor="red"><td style="width:9px" headers="a" id="b">6</td></tr></table>',
      ),
    ).toBe("<table><tr><td>6</td></tr></table>");
  });

  it("keeps the responsive markup pages give an upload: a picture with an AVIF source, srcset and sizes", () => {
    const picture =
      '<p><picture><source type="image/avif" srcset="/uploads/k-480.avif 480w, /uploads/k-960.avif 960w" sizes="100vw" />' +
      '<img src="/uploads/k-960.webp" alt="Rain" width="960" height="640" srcset="/uploads/k-480.webp 480w, /uploads/k-960.webp 960w" sizes="100vw" loading="lazy" decoding="async" /></picture></p>';
    expect(sanitizeContent(picture)).toBe(picture);
  });

  it("drops a srcset address an <img> could not have, a <source> without a type, and unknown loading values", () => {
    expect(
      sanitizeContent(
        '<p><img src="/uploads/a.webp" alt="" srcset="/uploads/a.webp 1x, /admin/logout 2x" /></p>',
      ),
    ).toBe("<p></p>");
    expect(
      sanitizeContent(
        '<picture><source srcset="/uploads/a.avif" /><source type="image/avif" srcset="javascript:alert(1)" /><source type="text/html" srcset="/uploads/a.avif" /><img src="/uploads/a.webp" alt="" loading="soon" fetchpriority="high" /></picture>',
      ),
    ).toBe('<picture><img src="/uploads/a.webp" alt="" /></picture>');
  });

  it("gives every link rel=noopener noreferrer and keeps target only as a new tab", () => {
    expect(sanitizeContent('<a href="https://e.org" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContent('<a href="https://e.org" target="_top">x</a>')).toBe(
      '<a href="https://e.org" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContent('<a href="mailto:desk@paper.org">m</a><a href="/politics">p</a>')).toBe(
      '<a href="mailto:desk@paper.org" rel="noopener noreferrer">m</a><a href="/politics" rel="noopener noreferrer">p</a>',
    );
  });
});
