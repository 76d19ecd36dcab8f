// Browser only: loaded with quill-editor.ts.
import Quill from "quill/core";
import { BlockEmbed } from "quill/blots/block.js";
import { watchBlockClicks } from "./block-clicks.ts";
import { GALLERY_LAYOUT_LABELS, galleryHtml, normalGallery, type Gallery } from "#shared/gallery.ts";

/** What a click on a gallery in the text asks of the form around it: its dialog, for the gallery at
 * that position. */
export type GalleryHooks = { editGallery?(index: number, gallery: Gallery): void };

/** A gallery read from markup: the stored shape (shared/gallery.ts), whether loaded from the body or
 * pasted. */
function readStored(node: HTMLElement): Gallery {
  const layout = node.className.match(/\bgallery-(grid|slideshow)\b/)?.[1] ?? "grid";
  const photos = Array.from(node.children)
    .filter((child) => child.tagName === "FIGURE")
    .map((figure) => {
      const img = figure.querySelector("img");
      const caption = figure.querySelector("figcaption");
      const captionSpan = caption?.querySelector(".gallery-caption");
      const credit = caption?.querySelector<HTMLElement>(".gallery-credit");
      return {
        src: img?.getAttribute("src") ?? "",
        alt: img?.getAttribute("alt") ?? "",
        caption: captionSpan?.textContent ?? (caption && !credit ? (caption.textContent ?? "") : ""),
        credit: credit ? { name: credit.textContent ?? "", personId: credit.dataset.person ?? null } : null,
      };
    });
  return normalGallery({ layout, photos });
}

/**
 * The gallery block in the editor (decision 0072): one embed that shows its photos as thumbnails, its
 * layout and number of photos, and an Edit button that opens its dialog. It is stored as
 * `galleryHtml`, so it travels with the body through autosave, revisions and review.
 */
export class GalleryBlot extends BlockEmbed {
  static override blotName = "gallery";
  static override tagName = "FIGURE";
  static override className = "gallery";

  static override create(value: Gallery) {
    const gallery = normalGallery(value);
    const node = super.create(gallery) as HTMLElement;
    node.setAttribute("contenteditable", "false");
    node.classList.add("rte-gallery");
    node.dataset.value = JSON.stringify(gallery);
    const bar = document.createElement("div");
    bar.className = "rte-gallery-bar";
    const title = document.createElement("span");
    const count = gallery.photos.length;
    title.textContent = `Gallery · ${count} photo${count === 1 ? "" : "s"} · ${GALLERY_LAYOUT_LABELS[gallery.layout]}`;
    const edit = document.createElement("button");
    edit.type = "button";
    edit.className = "rte-gallery-edit";
    edit.textContent = "Edit gallery";
    bar.append(title, edit);
    const strip = document.createElement("div");
    strip.className = "rte-gallery-strip";
    for (const photo of gallery.photos) {
      const img = document.createElement("img");
      img.src = photo.src;
      img.alt = photo.alt;
      img.loading = "lazy";
      strip.append(img);
    }
    node.append(bar, strip);
    return node;
  }

  static override value(node: HTMLElement): Gallery {
    if (node.dataset.value) {
      try {
        return normalGallery(JSON.parse(node.dataset.value) as Gallery);
      } catch {
        // Not ours: read as stored.
      }
    }
    return readStored(node);
  }

  html() {
    return galleryHtml(GalleryBlot.value(this.domNode as HTMLElement));
  }
}

/** A click on a gallery (its Edit button or a thumbnail) opens its dialog. */
export function watchGalleryClicks(quill: Quill, hooks: GalleryHooks) {
  watchBlockClicks(quill, "figure.rte-gallery", (index, node) =>
    hooks.editGallery?.(index, GalleryBlot.value(node)),
  );
}

/** Puts a gallery in at the cursor, or in place of the one at `index`. */
export function putGallery(quill: Quill, gallery: Gallery, index: number | null) {
  if (index !== null) {
    quill.deleteText(index, 1, "user");
    quill.insertEmbed(index, "gallery", gallery, "user");
    quill.setSelection(index + 1, 0, "user");
    return;
  }
  const at = (quill.getSelection(true) ?? { index: quill.getLength() }).index;
  quill.insertEmbed(at, "gallery", gallery, "user");
  quill.setSelection(at + 1, 0, "user");
}
