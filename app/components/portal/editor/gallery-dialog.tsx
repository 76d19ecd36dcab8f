import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import {
  GALLERY_LAYOUT_LABELS,
  GALLERY_LAYOUTS,
  GALLERY_MAX_PHOTOS,
  normalGallery,
  type Gallery,
  type GalleryLayout,
} from "#shared/gallery.ts";
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "#shared/texts.ts";
import { ACCEPT_IMAGES, isAcceptedImage } from "~/components/portal/media/accepted-image.ts";
import { LibraryPicker } from "~/components/portal/media/library-picker.tsx";
import { sendImage } from "~/components/portal/media/send-image.ts";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { creditOf, creditSaid, type GalleryItem as Item } from "./gallery-credit.ts";
import { GalleryPhotoRow } from "./gallery-photo-row.tsx";

/** Uploads going at once: a phone's 60 photos do not all compete for the school's Wi-Fi. */
const AT_ONCE = 3;

let nextKey = 1;

/**
 * The gallery block's dialog (issue 41, decision 0072): photos uploaded (several at once, a progress bar
 * each; one that fails says which and why, and the others stay) or chosen from the library; each with its
 * description, caption and credit (a person of People, linked to their page, or free text); moved with
 * Move up and Move down, or by dragging; and the layout, a grid or a slideshow.
 */
export function GalleryDialog({
  open,
  initial,
  onSave,
  onClose,
}: {
  open: boolean;
  initial: Gallery | null;
  onSave: (gallery: Gallery) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [layout, setLayout] = useState<GalleryLayout>("grid");
  const [items, setItems] = useState<Item[]>([]);
  const [said, setSaid] = useState("");
  const dragged = useRef<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const aborts = useRef(new Set<() => void>());

  useEffect(() => {
    if (!open) return;
    setLayout(initial?.layout ?? "grid");
    setItems(
      (initial?.photos ?? []).map((photo) => ({
        ...photo,
        key: nextKey++,
        creditSaid: creditSaid(photo.credit),
      })),
    );
    setSaid("");
    const running = aborts.current;
    return () => {
      for (const abort of running) abort();
      running.clear();
    };
  }, [open, initial]);

  const update = (key: number, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function upload(files: File[]) {
    const room = GALLERY_MAX_PHOTOS - items.length;
    const taken = files.slice(0, Math.max(0, room));
    if (files.length > taken.length)
      setSaid(
        `A gallery holds at most ${GALLERY_MAX_PHOTOS} photos: ${files.length - taken.length} left out.`,
      );
    const queued = taken.map((file) => ({ file, key: nextKey++ }));
    setItems((all) => [
      ...all,
      ...queued.map(({ file, key }) => ({
        key,
        src: "",
        alt: "",
        caption: "",
        credit: null,
        upload: {
          name: file.name,
          percent: 0,
          ...(!isAcceptedImage(file)
            ? { error: NOT_AN_IMAGE }
            : file.size > IMAGE_MAX_BYTES
              ? { error: IMAGE_TOO_LARGE }
              : {}),
        },
      })),
    ]);
    const waiting = queued.filter(({ file }) => isAcceptedImage(file) && file.size <= IMAGE_MAX_BYTES);
    const worker = async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        const { file, key } = next;
        const request = sendImage(file, (percent) => update(key, { upload: { name: file.name, percent } }));
        aborts.current.add(request.abort);
        const outcome = await request.done.catch(() => null);
        aborts.current.delete(request.abort);
        if (outcome?.ok) update(key, { src: outcome.url, upload: undefined });
        else
          update(key, {
            upload: {
              name: file.name,
              percent: 0,
              error: outcome ? (outcome.toast.description ?? outcome.toast.title) : "The upload was stopped.",
            },
          });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    setSaid(`${taken.length} photo${taken.length === 1 ? "" : "s"} handled.`);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
    setSaid(`Photo moved to position ${to + 1} of ${items.length}.`);
  }

  const ready = items.filter((item) => item.src && !item.upload);
  const busy = items.some((item) => item.upload && !item.upload.error);
  const failed = items.filter((item) => item.upload?.error);

  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`} size="full" lockScroll>
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-rule px-5 py-3">
          <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
            {initial ? "Edit gallery" : "Add a gallery"}
          </h2>
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <legend className="sr-only">Layout</legend>
            <span aria-hidden="true" className="font-semibold">
              Layout
            </span>
            {GALLERY_LAYOUTS.map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-layout`}
                  value={value}
                  checked={layout === value}
                  onChange={() => setLayout(value)}
                  className="size-4 accent-accent"
                />
                {GALLERY_LAYOUT_LABELS[value]}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-b border-rule px-5 py-3">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ACCEPT_IMAGES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = "";
              if (files.length) void upload(files);
            }}
            data-testid="gallery-files"
          />
          <Button look="secondary" onClick={() => fileInput.current?.click()} className="text-sm">
            Upload photos
          </Button>
          <LibraryPicker
            onChoose={(url) =>
              setItems((all) =>
                all.length >= GALLERY_MAX_PHOTOS
                  ? all
                  : [...all, { key: nextKey++, src: url, alt: "", caption: "", credit: null }],
              )
            }
          />
          <p className="text-sm text-muted">
            {ready.length} of at most {GALLERY_MAX_PHOTOS} photos · Move with the buttons, or drag a photo
          </p>
        </div>
        <p role="status" className="sr-only">
          {said}
        </p>
        <ol className="min-h-0 flex-1 space-y-3 overflow-y-auto px-5 py-4" aria-label="Photos of the gallery">
          {items.length === 0 && (
            <li className="border border-dashed border-ink/30 p-8 text-center text-muted">
              No photos yet. Upload photos, or choose them from the library.
            </li>
          )}
          {items.map((item, index) => (
            <li
              key={item.key}
              draggable={!item.upload}
              onDragStart={(event) => {
                dragged.current = index;
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(event) => {
                if (dragged.current !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged.current !== null) move(dragged.current, index);
                dragged.current = null;
              }}
              onDragEnd={() => (dragged.current = null)}
              className="grid gap-3 border border-rule bg-white p-3 sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
              aria-label={`Photo ${index + 1} of ${items.length}`}
            >
              <GalleryPhotoRow
                id={id}
                item={item}
                index={index}
                count={items.length}
                onChange={(change) => update(item.key, change)}
                onCredit={(text) => void creditOf(text).then((change) => update(item.key, change))}
                onMove={(to) => move(index, to)}
                onRemove={() => setItems((all) => all.filter((other) => other.key !== item.key))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-rule px-5 py-3">
          {failed.length > 0 && (
            <p className="mr-auto text-sm text-accent">
              {failed.length} photo{failed.length === 1 ? "" : "s"} not uploaded; the others are kept.
            </p>
          )}
          <Button look="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={busy || ready.length === 0}
            onClick={() => {
              onSave(normalGallery({ layout, photos: ready }));
              onClose();
            }}
          >
            {busy ? "Uploading…" : initial ? "Save gallery" : "Insert gallery"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
