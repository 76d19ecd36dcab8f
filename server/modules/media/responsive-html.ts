import render from "dom-serializer";
import { Element, Text } from "domhandler";
import { authorHref } from "#shared/people.ts";
import { Parser } from "htmlparser2";
import type { ImageLookup, UploadedImage } from "./responsive.ts";

/** Written as the sanitizer writes: `<img … />`, attributes double-quoted (an empty alt as `alt=""`),
 * text kept in UTF-8. */
const WRITE = { encodeEntities: "utf8", selfClosingTags: true, emptyAttrs: true } as const;

/** The attributes of one start tag, entities decoded, as the HTML parser reads them. */
function attributesOf(tag: string): Record<string, string> {
  let found: Record<string, string> = {};
  new Parser({ onopentag: (_name, attributes) => (found = attributes) }).end(tag);
  return found;
}

/** Each `<img>` of `html`: where its tag starts and ends, and its attributes. Only the image tags are
 * parsed, not the text around them (most of an article, on every render): in sanitized HTML a `<` or
 * `>` in text or in an attribute value is written `&lt;` or `&gt;`, and there are no comments, so an
 * image tag runs from `<img` to the next `>`. */
function imageTags(html: string): { start: number; end: number; attributes: Record<string, string> }[] {
  const tags: { start: number; end: number; attributes: Record<string, string> }[] = [];
  for (let start = html.indexOf("<img"); start >= 0; start = html.indexOf("<img", start + 1)) {
    const end = html.indexOf(">", start) + 1;
    if (end === 0) break;
    if (!/^<img[\s/>]/.test(html.slice(start, start + 5))) continue;
    tags.push({ start, end, attributes: attributesOf(html.slice(start, end)) });
  }
  return tags;
}

function responsiveImage(image: UploadedImage, alt: string, sizes: string): Element {
  const img = new Element("img", {
    src: image.src,
    alt,
    width: String(image.width),
    height: String(image.height),
    srcset: image.srcset,
    sizes,
    loading: "lazy",
    decoding: "async",
  });
  if (!image.avifSrcset) return img;
  const avif = new Element("source", { type: "image/avif", srcset: image.avifSrcset, sizes });
  return new Element("picture", {}, [avif, img]);
}

/** 'Photo: <name>' after an image with a credit (decision 0071), the name linked to a person's author
 * page; a span (shown as a block) since the image may stand inside a paragraph. */
function creditLine(image: UploadedImage): Element[] {
  const { credit } = image;
  if (!credit) return [];
  const name = new Text(credit.name);
  const who = credit.slug ? new Element("a", { href: authorHref(credit.slug) }, [name]) : name;
  return [new Element("span", { class: "image-credit" }, [new Text("Photo: "), who])];
}

/**
 * Gives each uploaded image in sanitized content HTML its responsive markup (decision 0020): a
 * <picture> with the AVIF widths as a <source> when the image has them, and an <img> with the WebP
 * widths as srcset, its size (no layout shift), lazy loading and the alt text it was written with (the
 * library's alt text when the content's is missing or empty), and its credit after it. Images the lookup does not know (linked by address, or
 * an upload since removed) and everything around the images stay as written. The result passes the
 * sanitizer unchanged, but for a library alt text with < or >: dom-serializer leaves those literal
 * inside the quoted attribute (valid HTML, read the same), where the sanitizer writes &lt; and &gt;.
 */
export function responsiveContent(html: string, images: ImageLookup, sizes: string): string {
  let out = "";
  let written = 0;
  for (const { start, end, attributes } of imageTags(html)) {
    const image = images(attributes.src ?? "");
    if (!image) continue;
    // An empty alt is what the editor writes for an image nobody described: the library's text, set
    // there later, reaches the pages that show it.
    const alt = attributes.alt || image.altText || "";
    out +=
      html.slice(written, start) + render([responsiveImage(image, alt, sizes), ...creditLine(image)], WRITE);
    written = end;
  }
  return out + html.slice(written);
}
