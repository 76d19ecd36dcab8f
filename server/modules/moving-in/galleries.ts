import { isTag, type Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { galleryHtml, type GalleryPhoto } from "#shared/gallery.ts";
import type { SourceImage } from "./source.ts";

// Galleries of the old site become our gallery block (issue 41, decision 0072): WordPress's
// `[gallery ids="…"]` shortcode, whose images are the export's attachments (each with its alt text and
// caption), and Ghost's gallery card. Their images are then copied as every body image is (./images.ts).

const WP_GALLERY = /\[gallery\b([^\]]*)\]/gi;

/** A shortcode's attribute (`ids="1,2"`, `ids='1,2'` or `ids=1,2`). */
function attribute(attributes: string, name: string): string {
  const found = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s\\]]+))`, "i").exec(attributes);
  return found ? (found[1] ?? found[2] ?? found[3] ?? "") : "";
}

/** Each `[gallery ids="…"]` whose attachments the export has, as a gallery (a slideshow for WordPress's
 * `type="slideshow"`, else a grid); a gallery that names none of them is left for convertBody, which
 * takes it out and reports it. A paragraph that held only the shortcode goes with it. */
export function wordpressGalleries(
  html: string,
  attachments: ReadonlyMap<string, SourceImage> | undefined,
): string {
  if (!attachments?.size) return html;
  const replace = (match: string, attributes: string) => {
    const photos: GalleryPhoto[] = attribute(attributes, "ids")
      .split(",")
      .map((id) => attachments.get(id.trim()))
      .filter((image): image is SourceImage => !!image?.url)
      .map((image) => ({ src: image.url, alt: image.alt, caption: image.caption, credit: null }));
    if (!photos.length) return match;
    const layout = /slideshow/i.test(attribute(attributes, "type")) ? "slideshow" : "grid";
    return galleryHtml({ layout, photos });
  };
  return html
    .replace(/<p>\s*(\[gallery\b[^\]]*\])\s*<\/p>/gi, (whole, code: string) => {
      const made = code.replace(WP_GALLERY, replace);
      return made === code ? whole : made;
    })
    .replace(WP_GALLERY, replace);
}

const hasClass = (node: Element, name: string) => (node.attribs.class ?? "").split(/\s+/).includes(name);

function descendants(node: Element, test: (e: Element) => boolean, into: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    if (test(child)) into.push(child);
    descendants(child, test, into);
  }
  return into;
}

/** Ghost's gallery card (`<figure class="kg-card kg-gallery-card">` with rows of images and one
 * caption) as a gallery of its images; the card's caption follows it as a paragraph, since it is the
 * whole gallery's. */
export function ghostGalleries(html: string): string {
  if (!html.includes("kg-gallery-card")) return html;
  const cards: { start: number; end: number; made: string }[] = [];
  const visit = (nodes: Element["children"]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === "figure" && hasClass(node, "kg-gallery-card")) {
        const photos = descendants(node, (e) => e.name === "img").map((img) => ({
          src: img.attribs.src ?? "",
          alt: img.attribs.alt ?? "",
          caption: "",
          credit: null,
        }));
        const caption = descendants(node, (e) => e.name === "figcaption")[0];
        const text = caption ? textContent(caption).trim() : "";
        const made = photos.some((p) => p.src)
          ? galleryHtml({ layout: "grid", photos }) + (text ? `<p>${escape(text)}</p>` : "")
          : "";
        cards.push({ start: node.startIndex!, end: node.endIndex! + 1, made });
      } else visit(node.children);
    }
  };
  visit(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children);
  let out = "";
  let written = 0;
  for (const { start, end, made } of cards) {
    out += html.slice(written, start) + made;
    written = end;
  }
  return out + html.slice(written);
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
