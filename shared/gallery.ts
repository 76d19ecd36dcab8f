import { escapeMarkup } from "./escape.ts";

/**
 * A gallery block of the one editor (issue 41, decision 0072): several photos in order, each with its
 * own caption and credit, shown as a grid or as a slideshow of one photo at a time. It is part of the
 * piece's body HTML, so drafts, autosave, revisions, restore and schedule keep it as they keep text.
 *
 * Stored as (sanitized, server/modules/content/sanitize.ts):
 *   <figure class="gallery gallery-grid">
 *     <figure class="gallery-photo"><img src="/uploads/…" alt="…"><figcaption>
 *       <span class="gallery-caption">…</span><span class="gallery-credit" data-person="<id>">Name</span>
 *     </figcaption></figure> …
 *   </figure>
 * A credit is a person of People (`data-person`, their name as it was when chosen) or a free text.
 */

export const GALLERY_LAYOUTS = ["grid", "slideshow"] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

export const GALLERY_LAYOUT_LABELS: Record<GalleryLayout, string> = {
  grid: "Grid",
  slideshow: "Slideshow, one photo at a time",
};

/** Who took a photo: a person of People (their id and name), or a free text with no id. */
export type GalleryCredit = { name: string; personId: string | null };

export type GalleryPhoto = { src: string; alt: string; caption: string; credit: GalleryCredit | null };

export type Gallery = { layout: GalleryLayout; photos: GalleryPhoto[] };

/** At most this many photos in one gallery (the issue's phone: 60). */
export const GALLERY_MAX_PHOTOS = 100;
/** A caption's length at most; a credit's is the library's (CREDIT_MAX_LENGTH, 200). */
export const GALLERY_CAPTION_MAX = 1000;
export const GALLERY_CREDIT_MAX = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPersonId = (value: string | null | undefined): value is string => !!value && UUID.test(value);

const clip = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);

/** A gallery as the editor and the server keep it: layout known, texts trimmed and capped, photos
 * without an address dropped, at most GALLERY_MAX_PHOTOS. */
export function normalGallery(gallery: {
  layout?: string | null;
  photos: ReadonlyArray<Partial<GalleryPhoto>>;
}): Gallery {
  const layout = GALLERY_LAYOUTS.find((l) => l === gallery.layout) ?? "grid";
  const photos = gallery.photos
    .filter((photo) => !!photo.src)
    .slice(0, GALLERY_MAX_PHOTOS)
    .map((photo) => {
      const name = clip(photo.credit?.name ?? "", GALLERY_CREDIT_MAX);
      const personId = photo.credit?.personId;
      return {
        src: photo.src!,
        alt: clip(photo.alt ?? "", GALLERY_CAPTION_MAX),
        caption: clip(photo.caption ?? "", GALLERY_CAPTION_MAX),
        credit: name ? { name, personId: isPersonId(personId) ? personId.toLowerCase() : null } : null,
      };
    });
  return { layout, photos };
}

/** The gallery as stored in the body HTML (the shape above). */
export function galleryHtml(gallery: Gallery): string {
  const { layout, photos } = normalGallery(gallery);
  const items = photos.map(({ src, alt, caption, credit }) => {
    const parts = [
      caption ? `<span class="gallery-caption">${escapeMarkup(caption)}</span>` : "",
      credit
        ? `<span class="gallery-credit"${credit.personId ? ` data-person="${credit.personId}"` : ""}>${escapeMarkup(credit.name)}</span>`
        : "",
    ].join("");
    const figcaption = parts ? `<figcaption>${parts}</figcaption>` : "";
    return `<figure class="gallery-photo"><img src="${escapeMarkup(src)}" alt="${escapeMarkup(alt)}">${figcaption}</figure>`;
  });
  return `<figure class="gallery gallery-${layout}">${items.join("")}</figure>`;
}

/** The reader's viewer names itself so (the issue's wording). */
export const photoOf = (n: number, total: number) => `Photo ${n} of ${total}`;

/** Body HTML without its galleries (as stored: the last photo's `</figure>` closes the gallery's), for
 * an excerpt that reads the text rather than the captions. */
export const withoutGalleries = (html: string) =>
  html.replace(/<figure class="gallery\b[^"]*">[\s\S]*?<\/figure><\/figure>/g, " ");

/** The kind of a piece whose body is mainly a gallery (the issue's wording). */
export const PHOTO_ESSAY_LABEL = "Photo essay";
