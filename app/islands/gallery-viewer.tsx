import { useEffect, useRef, useState } from "react";
import { photoOf } from "#shared/gallery.ts";
import { island } from "./lib/island.tsx";

/** One photo of a gallery as the page's markup has it (server/modules/content/gallery.ts). */
type Photo = {
  src: string;
  srcset: string;
  avifSrcset: string;
  alt: string;
  width: number;
  height: number;
  caption: string;
  credit: { name: string; href: string | null } | null;
};

function photosOf(gallery: Element): Photo[] {
  return Array.from(gallery.querySelectorAll(".gallery-photo"), (figure) => {
    const img = figure.querySelector("img");
    const credit = figure.querySelector(".image-credit");
    const link = credit?.querySelector("a");
    return {
      src: img?.getAttribute("src") ?? "",
      srcset: img?.getAttribute("srcset") ?? "",
      avifSrcset: figure.querySelector('source[type="image/avif"]')?.getAttribute("srcset") ?? "",
      alt: img?.getAttribute("alt") ?? "",
      width: Number(img?.getAttribute("width")) || 0,
      height: Number(img?.getAttribute("height")) || 0,
      caption: figure.querySelector(".gallery-caption")?.textContent ?? "",
      credit: credit
        ? {
            name: (link ?? credit).textContent!.replace(/^Photo:\s*/, ""),
            href: link?.getAttribute("href") ?? null,
          }
        : null,
    };
  });
}

const SWIPE = 50;

/**
 * The gallery's viewer (issue 41, decision 0072), on pages whose body has a gallery and no other. A
 * photo's link in the page (which, without script, opens the photo's largest width) opens it here, full
 * screen in a modal dialog named "Photo 3 of 12": Previous and Next, the arrow keys and a swipe move,
 * Escape and Close close it and give the focus back to the photo's link. The picture asks for the
 * widths the screen needs (`sizes="100vw"`), in AVIF or WebP.
 */
export function GalleryViewer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipe = useRef<number | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [at, setAt] = useState(0);

  useEffect(() => {
    const open = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a.gallery-open");
      const gallery = link?.closest("[data-gallery]");
      if (!link || !gallery) return;
      event.preventDefault();
      opener.current = link;
      setPhotos(photosOf(gallery));
      setAt(Number(link.dataset.photo) || 0);
      dialog.current?.showModal();
    };
    document.addEventListener("click", open);
    return () => document.removeEventListener("click", open);
  }, []);

  const total = photos.length;
  const move = (step: number) => setAt((i) => (total ? (i + step + total) % total : 0));
  const close = () => dialog.current?.close();
  const photo = photos[at];
  const name = total ? photoOf(at + 1, total) : "Photo";

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={name}
      onClose={() => {
        opener.current?.focus();
        opener.current = null;
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") move(1);
        else if (event.key === "ArrowLeft") move(-1);
        else return;
        event.preventDefault();
      }}
    >
      {photo && (
        <>
          <div className="gallery-viewer-bar">
            <h2 aria-live="polite">{name}</h2>
            <button type="button" onClick={close}>
              Close
            </button>
          </div>
          <div
            className="gallery-viewer-stage"
            onPointerDown={(event) => (swipe.current = event.clientX)}
            onPointerUp={(event) => {
              if (swipe.current === null) return;
              const dx = event.clientX - swipe.current;
              swipe.current = null;
              if (Math.abs(dx) > SWIPE) move(dx < 0 ? 1 : -1);
            }}
          >
            <picture key={photo.src}>
              {photo.avifSrcset && <source type="image/avif" srcSet={photo.avifSrcset} sizes="100vw" />}
              <img
                src={photo.src}
                srcSet={photo.srcset || undefined}
                sizes="100vw"
                alt={photo.alt}
                width={photo.width || undefined}
                height={photo.height || undefined}
                draggable={false}
              />
            </picture>
            {total > 1 && (
              <>
                <button
                  type="button"
                  className="gallery-viewer-move"
                  data-side="previous"
                  aria-label="Previous photo"
                  onClick={() => move(-1)}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="gallery-viewer-move"
                  data-side="next"
                  aria-label="Next photo"
                  onClick={() => move(1)}
                >
                  →
                </button>
              </>
            )}
          </div>
          <p className="gallery-viewer-caption">
            {photo.caption}
            {photo.credit && (
              <span className="image-credit">
                Photo:{" "}
                {photo.credit.href ? <a href={photo.credit.href}>{photo.credit.name}</a> : photo.credit.name}
              </span>
            )}
          </p>
        </>
      )}
    </dialog>
  );
}

export default GalleryViewer;
export const GalleryViewerIsland = island("gallery-viewer", GalleryViewer, "idle");
