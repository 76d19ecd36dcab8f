import sanitizeHtml from "sanitize-html";

const QUILL_CLASSES = [
  "ql-align-center",
  "ql-align-right",
  "ql-align-justify",
  "ql-direction-rtl",
  "ql-size-small",
  "ql-size-large",
  "ql-size-huge",
  "ql-font-serif",
  "ql-font-monospace",
  ...Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`),
];

/** The editor's formats (SPEC.md §5) and nothing else: headers, font, size, bold, italic, underline,
 * strike, color, background, script, lists, indent, direction, align, link, image, blockquote,
 * code-block, plus the figure an inserted image is wrapped in. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "strike",
    "sub",
    "sup",
    "span",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "code",
    "a",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    "*": ["class", "style"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    li: ["data-list", "class"],
    pre: ["spellcheck", "class"],
  },
  allowedClasses: { "*": QUILL_CLASSES, pre: ["ql-syntax"] },
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "background-color": [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      "text-align": [/^(left|right|center|justify)$/],
      direction: [/^(rtl|ltr)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target === "_blank" ? { rel: "noopener noreferrer" } : {}) },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    !!frame.attribs.src &&
    /^data:/i.test(frame.attribs.src) &&
    !/^data:image\/(png|jpe?g|gif|webp);/i.test(frame.attribs.src),
};

/** Applied to every stored HTML body, whatever its source (editor, import, seed). */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
