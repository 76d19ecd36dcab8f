import { inArray } from "drizzle-orm";
import { isTag, type Element } from "domhandler";
import { textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { escapeMarkup } from "#shared/escape.ts";
import { textFromHtml } from "#shared/excerpt.ts";
import {
  galleryHtml,
  isPersonId,
  normalGallery,
  photoOf,
  withoutGalleries,
  type Gallery,
} from "#shared/gallery.ts";
import { authorHref } from "#shared/people.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import type { ImageLookup, UploadedImage } from "../media/responsive.ts";
import { responsiveContent } from "../media/responsive-html.ts";

// The gallery block (issue 41, decision 0072; its stored shape in shared/gallery.ts): read from the
// body HTML, kept in its one shape on every write, and rendered for readers.

type Found = { start: number; end: number; gallery: Gallery };

const hasClass = (node: Element, name: string) => (node.attribs.class ?? "").split(/\s+/).includes(name);
const children = (node: Element) => node.children.filter(isTag);

function readGallery(node: Element): Gallery {
  const layout = (node.attribs.class ?? "").match(/\bgallery-(grid|slideshow)\b/)?.[1] ?? "grid";
  const photos = children(node)
    .filter((child) => child.name === "figure")
    .map((figure) => {
      const img = children(figure).find((child) => child.name === "img");
      const caption = children(figure).find((child) => child.name === "figcaption");
      const spans = caption ? children(caption) : [];
      const captionSpan = spans.find((span) => hasClass(span, "gallery-caption"));
      const creditSpan = spans.find((span) => hasClass(span, "gallery-credit"));
      return {
        src: img?.attribs.src ?? "",
        alt: img?.attribs.alt ?? "",
        // A figcaption without our spans (an import, a hand-written one) is all caption.
        caption: captionSpan ? textContent(captionSpan) : caption && !creditSpan ? textContent(caption) : "",
        credit: creditSpan
          ? { name: textContent(creditSpan), personId: creditSpan.attribs["data-person"] ?? null }
          : null,
      };
    });
  return normalGallery({ layout, photos });
}

/** The galleries of body HTML (outermost `<figure class="gallery">`), with where each starts and ends. */
export function findGalleries(html: string): Found[] {
  if (!/class="[^"]*\bgallery\b/.test(html)) return [];
  const found: Found[] = [];
  const visit = (nodes: Element["children"]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (node.name === "figure" && hasClass(node, "gallery"))
        found.push({ start: node.startIndex!, end: node.endIndex! + 1, gallery: readGallery(node) });
      else visit(node.children);
    }
  };
  visit(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children);
  return found;
}

/** Replaces each gallery of `html` by what `write` makes of it. */
function replaceGalleries(
  html: string,
  write: (gallery: Gallery, index: number) => string,
  rest = (s: string) => s,
) {
  let out = "";
  let written = 0;
  findGalleries(html).forEach(({ start, end, gallery }, index) => {
    out += rest(html.slice(written, start)) + write(gallery, index);
    written = end;
  });
  return out + rest(html.slice(written));
}

/** Sanitized HTML with each gallery in its one stored shape: photos without an image dropped (the
 * sanitizer drops a bad address), texts capped, a gallery left with no photo removed. */
export function normalizeGalleries(html: string): string {
  return replaceGalleries(html, (gallery) => (gallery.photos.length ? galleryHtml(gallery) : ""));
}

/** A person a credit names, as the page links them. */
export type CreditedPerson = { name: string; slug: string };
export type PeopleLookup = ReadonlyMap<string, CreditedPerson>;

/** The people the galleries of `texts` credit, in one query (none when no gallery names a person). */
export async function galleryPeople(
  db: Db,
  texts: ReadonlyArray<string | null | undefined>,
): Promise<PeopleLookup> {
  const ids = new Set<string>();
  for (const text of texts)
    for (const match of (text ?? "").matchAll(/data-person="([0-9a-f-]{36})"/gi))
      if (isPersonId(match[1])) ids.add(match[1]!.toLowerCase());
  if (!ids.size) return new Map();
  const rows = await db
    .select({ id: people.id, name: people.name, slug: people.slug })
    .from(people)
    .where(inArray(people.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug }]));
}

/** How wide the pages show a gallery's photos: the grid's cells (2 columns, 3 from 40rem) and a
 * slideshow's one photo at the article's width; the viewer asks for the screen's width itself. */
export const GALLERY_SIZES = {
  grid: "(min-width: 48rem) 240px, (min-width: 40rem) 33vw, 50vw",
  slideshow: "(min-width: 48rem) 736px, calc(100vw - 2rem)",
} as const;

function picture(image: UploadedImage | null, src: string, alt: string, sizes: string): string {
  const a = escapeMarkup(alt);
  if (!image) return `<img src="${escapeMarkup(src)}" alt="${a}" loading="lazy" decoding="async" />`;
  const img =
    `<img src="${escapeMarkup(image.src)}" alt="${a}" width="${image.width}" height="${image.height}" ` +
    `srcset="${escapeMarkup(image.srcset)}" sizes="${sizes}" loading="lazy" decoding="async" />`;
  return image.avifSrcset
    ? `<picture><source type="image/avif" srcset="${escapeMarkup(image.avifSrcset)}" sizes="${sizes}" />${img}</picture>`
    : img;
}

/** A gallery as readers get it, without any script: every photo in the page, each with its caption and
 * its credit ('Photo: <name>', a person linked to their author page), its widths in AVIF and WebP, and a
 * link to its largest width that the viewer (app/islands/gallery-viewer.tsx) opens full screen. */
export function renderGallery(
  gallery: Gallery,
  images: ImageLookup,
  people: PeopleLookup,
  number: number,
): string {
  const total = gallery.photos.length;
  const sizes = GALLERY_SIZES[gallery.layout];
  const items = gallery.photos.map(({ src, alt, caption, credit }, i) => {
    const image = images(src);
    const person = credit?.personId ? people.get(credit.personId) : undefined;
    const name = person
      ? `<a href="${escapeMarkup(authorHref(person.slug))}">${escapeMarkup(person.name)}</a>`
      : escapeMarkup(credit?.name ?? "");
    const creditLine = credit ? `<span class="image-credit">Photo: ${name}</span>` : "";
    const captionLine = caption ? `<span class="gallery-caption">${escapeMarkup(caption)}</span>` : "";
    const label = `${photoOf(i + 1, total)}${alt || caption ? `: ${alt || caption}` : ""}, full screen`;
    return (
      `<li class="gallery-item"><figure class="gallery-photo">` +
      `<a class="gallery-open" href="${escapeMarkup(image?.src ?? src)}" data-photo="${i}" aria-label="${escapeMarkup(label)}">` +
      picture(image, src, alt, sizes) +
      `</a><figcaption><span class="gallery-count" aria-hidden="true">${i + 1} / ${total}</span>${captionLine}${creditLine}</figcaption></figure></li>`
    );
  });
  return (
    `<section class="gallery gallery-${gallery.layout}" data-gallery="${number}" aria-label="Gallery, ${total} photo${total === 1 ? "" : "s"}">` +
    `<ol class="gallery-photos" role="list">${items.join("")}</ol></section>`
  );
}

/** Body HTML as pages show it: galleries rendered for readers, every other uploaded image given its
 * responsive markup (responsiveContent). */
export function renderBody(html: string, images: ImageLookup, people: PeopleLookup, sizes: string): string {
  return replaceGalleries(
    html,
    (gallery, index) => renderGallery(gallery, images, people, index),
    (rest) => responsiveContent(rest, images, sizes),
  );
}

/** Whether a page's body has a gallery, so that it loads the viewer (and no other page does). */
export const hasGallery = (renderedHtml: string) => renderedHtml.includes('data-gallery="');

/** What the sanitizer lets through for galleries, beside the editor's formats (sanitize.ts). */
export const GALLERY_CLASSES = {
  figure: ["gallery", "gallery-grid", "gallery-slideshow", "gallery-photo"],
  span: ["gallery-caption", "gallery-credit"],
};
export const galleryAttributes = { span: ["data-person"] };

/** A photo essay (decision 0072): a body that is mainly a gallery, at least PHOTO_ESSAY_PHOTOS photos
 * in its galleries and at most PHOTO_ESSAY_WORDS words of text beside them. */
export const PHOTO_ESSAY_PHOTOS = 4;
export const PHOTO_ESSAY_WORDS = 300;

export function isPhotoEssay(html: string): boolean {
  const galleries = findGalleries(html);
  const photos = galleries.reduce((sum, { gallery }) => sum + gallery.photos.length, 0);
  if (photos < PHOTO_ESSAY_PHOTOS) return false;
  const words = textFromHtml(withoutGalleries(html)).split(" ").filter(Boolean).length;
  return words <= PHOTO_ESSAY_WORDS;
}

/** What the one door writes beside an article's content: whether it is a photo essay. */
export function photoEssayColumn(name: string, set: { content?: unknown }): { photoEssay?: boolean } {
  return (name === "article" || name === "opinion") && typeof set.content === "string"
    ? { photoEssay: isPhotoEssay(set.content) }
    : {};
}
