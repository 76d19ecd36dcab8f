import { useEffect, useId, useRef, useState } from "react";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import {
  GALLERY_CAPTION_MAX,
  GALLERY_CREDIT_MAX,
  GALLERY_LAYOUT_LABELS,
  GALLERY_LAYOUTS,
  GALLERY_MAX_PHOTOS,
  normalGallery,
  type Gallery,
  type GalleryLayout,
  type GalleryPhoto,
} from "#shared/gallery.ts";
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE } from "#shared/texts.ts";
import { ACCEPT_IMAGES, isAcceptedImage } from "~/components/portal/media/accepted-image.ts";
import { LibraryPicker } from "~/components/portal/media/library-picker.tsx";
import { sendImage } from "~/components/portal/media/send-image.ts";
import { Button } from "~/components/ui/button.tsx";
import { controlClass } from "~/components/ui/field-parts.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";

/** A photo of the dialog: in the gallery, or on its way (uploading, or failed and saying why). */
type Item = GalleryPhoto & {
  key: number;
  upload?: { name: string; percent: number; error?: string };
  /** What the credit became: a person's page, or text as written (the library's rule, decision 0071). */
  creditSaid?: string;
};

const SUGGEST = "/admin/people/suggest";
/** Uploads going at once: a phone's 60 photos do not all compete for the school's Wi-Fi. */
const AT_ONCE = 3;

let nextKey = 1;

/** The person a typed credit names, as the library decides (server/modules/media/credit.ts): the one
 * person whose name it is, in any case; null for anyone else, or for a name two people share. */
async function personNamed(name: string): Promise<{ id: string; name: string } | null> {
  const typed = name.trim();
  if (!typed) return null;
  try {
    const answer = await fetch(`${SUGGEST}?q=${encodeURIComponent(typed)}`, { credentials: "same-origin" });
    const { people = [] } = (answer.ok ? await answer.json() : {}) as {
      people?: { id: string; name: string }[];
    };
    const same = people.filter((p) => p.name.toLowerCase() === typed.toLowerCase());
    return same.length === 1 ? same[0]! : null;
  } catch {
    return null;
  }
}

const creditSaid = (credit: GalleryPhoto["credit"]) =>
  !credit
    ? ""
    : credit.personId
      ? `Shown as 'Photo: ${credit.name}', linked to their author page`
      : `Shown as 'Photo: ${credit.name}'`;

/** Enter in a field applies nothing: the dialog sits inside the piece's form, which it must not post. */
const noSubmit = (event: React.KeyboardEvent) => {
  if (event.key === "Enter") event.preventDefault();
};

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

  async function settleCredit(item: Item, text: string) {
    const name = text.trim().replace(/\s+/g, " ");
    if (!name) return update(item.key, { credit: null, creditSaid: "" });
    const person = await personNamed(name);
    const credit = person ? { name: person.name, personId: person.id } : { name, personId: null };
    update(item.key, { credit, creditSaid: creditSaid(credit) });
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
              {item.upload ? (
                <div className="sm:col-span-3">
                  <p className="text-sm font-semibold break-all">{item.upload.name}</p>
                  {item.upload.error ? (
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                      <p role="alert" className="text-sm text-accent">
                        {item.upload.name} was not uploaded: {item.upload.error}
                      </p>
                      <Button
                        look="secondary"
                        className="text-sm"
                        onClick={() => setItems((all) => all.filter((other) => other.key !== item.key))}
                      >
                        Dismiss
                      </Button>
                    </div>
                  ) : (
                    <ProgressBar
                      label={`Uploading ${item.upload.name}`}
                      percent={item.upload.percent}
                      text={`${item.upload.percent}%`}
                      className="mt-1 max-w-md"
                    />
                  )}
                </div>
              ) : (
                <>
                  <div className="flex items-start gap-2">
                    <span
                      className="w-6 text-right text-sm font-semibold tabular-nums text-muted"
                      aria-hidden="true"
                    >
                      {index + 1}
                    </span>
                    <img src={item.src} alt="" className="h-20 w-20 cursor-grab bg-paper object-cover" />
                  </div>
                  <div className="grid gap-2 sm:grid-cols-2">
                    <label className="block text-sm font-semibold">
                      Description (alt text)
                      <input
                        className={controlClass}
                        value={item.alt}
                        maxLength={GALLERY_CAPTION_MAX}
                        onKeyDown={noSubmit}
                        onChange={(event) => update(item.key, { alt: event.currentTarget.value })}
                      />
                    </label>
                    <label className="block text-sm font-semibold">
                      Caption
                      <input
                        className={controlClass}
                        value={item.caption}
                        maxLength={GALLERY_CAPTION_MAX}
                        onKeyDown={noSubmit}
                        onChange={(event) => update(item.key, { caption: event.currentTarget.value })}
                      />
                    </label>
                    <div className="sm:col-span-2">
                      <label className="block text-sm font-semibold" htmlFor={`${id}-credit-${item.key}`}>
                        Credit
                      </label>
                      <input
                        id={`${id}-credit-${item.key}`}
                        className={controlClass}
                        defaultValue={item.credit?.name ?? ""}
                        maxLength={GALLERY_CREDIT_MAX}
                        placeholder="A name from People, or 'Courtesy of the district'"
                        aria-describedby={`${id}-credit-${item.key}-said`}
                        onKeyDown={(event) => {
                          noSubmit(event);
                          if (event.key === "Enter") void settleCredit(item, event.currentTarget.value);
                        }}
                        onBlur={(event) => void settleCredit(item, event.currentTarget.value)}
                      />
                      <p id={`${id}-credit-${item.key}-said`} className="mt-1 min-h-4 text-xs text-muted">
                        {item.creditSaid}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap items-start gap-1 sm:flex-col">
                    <Button
                      look="secondary"
                      className="text-sm"
                      disabled={index === 0}
                      aria-label={`Move photo ${index + 1} up`}
                      onClick={() => move(index, index - 1)}
                    >
                      Move up
                    </Button>
                    <Button
                      look="secondary"
                      className="text-sm"
                      disabled={index === items.length - 1}
                      aria-label={`Move photo ${index + 1} down`}
                      onClick={() => move(index, index + 1)}
                    >
                      Move down
                    </Button>
                    <Button
                      look="secondary"
                      className="text-sm"
                      aria-label={`Remove photo ${index + 1}`}
                      onClick={() => setItems((all) => all.filter((other) => other.key !== item.key))}
                    >
                      Remove
                    </Button>
                  </div>
                </>
              )}
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
