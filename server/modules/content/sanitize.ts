import sanitizeHtml from "sanitize-html";
import { isImageAddress } from "#shared/schemas/fields.ts";
import { isDroppedMedia, MEDIA_ATTRIBUTES, MEDIA_TAGS, MEDIA_TRANSFORMS } from "./sanitize-media.ts";
import { EMBED_ATTRIBUTES, readEmbedAttributes } from "#shared/embed-markup.ts";
import { STORY_BLOCK_CLASSES, storyBlockDiv } from "./story-blocks.ts";
import { isPersonId } from "#shared/gallery.ts";
import { GALLERY_CLASSES, galleryAttributes, normalizeGalleries } from "./gallery.ts";
import { POLL_ATTRIBUTES, POLL_CLASS, readPollAttributes } from "#shared/poll-markup.ts";

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

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i, /^[a-z]{3,20}$/i];

/** Raster images pasted into the editor travel as data: URLs; nothing else may (no SVG, no HTML). */
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function isAllowedImageSource(src: string | undefined): boolean {
  return !!src && (isImageAddress(src) || RASTER_DATA_URL.test(src));
}

const SOURCE_TYPES = ["image/avif", "image/webp"];

/** A srcset lists the stored renditions of an upload (decision 0020) and nothing else: addresses that
 * an <img> could have whose path ends in a rendition's key. A comma inside an address splits it into
 * pieces that fail the test: refused, never let by. */
const RENDITION_PATH = /\/[A-Za-z0-9_-]{1,128}\.(webp|avif)$/;

function isAllowedSrcset(srcset: string | undefined): boolean {
  return (
    srcset === undefined ||
    srcset.split(",").every((entry) => {
      const address = entry.trim().split(/\s+/)[0]!;
      return isImageAddress(address) && RENDITION_PATH.test(address);
    })
  );
}

/** The editor's formats (SPEC.md §5) and nothing else: headers 1-6, font, size, bold, italic,
 * underline, strike, color, background, script, lists, indent 1-8, direction, align, link, image,
 * blockquote and code-block, plus the centred figure with its caption that Insert makes, the
 * responsive markup pages give an uploaded image (a <picture> with an AVIF <source>, srcset, sizes),
 * and the tables a Word document brings (decision 0035). */
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
    "em",
    "u",
    "s",
    "sub",
    "sup",
    "span",
    "ol",
    "ul",
    "li",
    "blockquote",
    "pre",
    "a",
    "img",
    "figure",
    "figcaption",
    // What pages render an uploaded image as (decision 0020): AVIF where the browser takes it.
    "picture",
    "source",
    // A Word document's tables (decision 0035): cells may span rows and columns, nothing more.
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    // Video and audio blocks (issue 41): the browser's players, our stored files only.
    ...MEDIA_TAGS,
    // A fact box (issue 41, decision 0076): a <div class="fact-box"> and nothing else (./story-blocks.ts).
    "div",
  ],
  allowedAttributes: {
    ...MEDIA_ATTRIBUTES,
    "*": ["class", "style"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "srcset", "sizes", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    // An embed (decision 0075): its data, checked against the provider table in transformTags.
    // A readers' poll (decision 0077): its id, results setting and close time, checked in transformTags.
    figure: [...EMBED_ATTRIBUTES, ...POLL_ATTRIBUTES],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
    li: [
      { name: "data-list", multiple: false, values: ["bullet", "ordered", "checked", "unchecked"] },
      // A poll's choice key (decision 0077); the door checks each poll whole (polls/read.ts).
      "data-choice",
    ],
    // The gallery block (decision 0072): a credit's person.
    ...galleryAttributes,
  },
  allowedClasses: {
    "*": QUILL_CLASSES,
    pre: ["ql-syntax"],
    ...STORY_BLOCK_CLASSES,
    ...GALLERY_CLASSES,
    figure: [
      ...QUILL_CLASSES,
      "embed",
      POLL_CLASS,
      ...(STORY_BLOCK_CLASSES.figure ?? []),
      ...GALLERY_CLASSES.figure,
    ],
  },
  allowedStyles: {
    "*": {
      color: COLOUR,
      "background-color": COLOUR,
      "text-align": [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  // A poster is an image address, checked by the video's transform (sanitize-media.ts).
  allowedSchemesAppliedToAttributes: ["href", "src", "poster"],
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, "source", "track"],
  transformTags: {
    ...MEDIA_TRANSFORMS,
    // A gallery credit's person is an id, or nothing (decision 0072).
    span: (tagName, { "data-person": person, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(isPersonId(person) ? { "data-person": person } : {}) },
    }),
    // Loading hints only with the values browsers know.
    img: (tagName, { loading, decoding, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(loading === "lazy" || loading === "eager" ? { loading } : {}),
        ...(decoding === "async" || decoding === "sync" || decoding === "auto" ? { decoding } : {}),
      },
    }),
    // An embed's figure keeps its data only when the provider table accepts it (a known provider that
    // embeds that link, or a link card); any other figure keeps none of it. No frame is ever kept: the
    // page derives it from the link.
    figure: (tagName, attribs) => {
      const { class: className, style } = attribs;
      const poll = readPollAttributes(attribs);
      if (poll) return { tagName, attribs: poll };
      const embed = readEmbedAttributes(attribs);
      if (!embed) {
        const plain = (className ?? "")
          .split(/\s+/)
          .filter((name) => name && name !== "embed" && name !== POLL_CLASS)
          .join(" ");
        return { tagName, attribs: { ...(plain ? { class: plain } : {}), ...(style ? { style } : {}) } };
      }
      return {
        tagName,
        attribs: {
          class: "embed",
          "data-embed": embed.provider,
          "data-url": embed.url,
          ...(embed.title ? { "data-title": embed.title } : {}),
          ...(embed.description ? { "data-description": embed.description } : {}),
          ...(embed.image ? { "data-image": embed.image } : {}),
        },
      };
    },
    div: storyBlockDiv,
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    // Every link gets safe rel values whatever it came with; the only target kept is a new tab.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(target === "_blank" ? { target } : {}),
        rel: "noopener noreferrer",
      },
    }),
  },
  // An image without an acceptable source is dropped whole, rather than left as an empty <img>; so is a
  // <source> without a type or with an address an <img> could not have.
  exclusiveFilter: (frame) =>
    isDroppedMedia(frame) ||
    (frame.tag === "img" &&
      !(isAllowedImageSource(frame.attribs.src) && isAllowedSrcset(frame.attribs.srcset))) ||
    (frame.tag === "source" &&
      !(
        SOURCE_TYPES.includes(frame.attribs.type ?? "") &&
        frame.attribs.srcset &&
        isAllowedSrcset(frame.attribs.srcset)
      )),
};

/** Applied on every write of article or creative HTML, whatever its source (editor, import, seed). */
export function sanitizeContent(html: string): string {
  return normalizeGalleries(sanitizeHtml(html, OPTIONS).trim());
}
