import { GALLERY_CAPTION_MAX, GALLERY_CREDIT_MAX } from "#shared/gallery.ts";
import { Button } from "~/components/ui/button.tsx";
import { controlClass } from "~/components/ui/field-parts.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import type { GalleryItem as Item } from "./gallery-credit.ts";

/** Enter in a field applies nothing: the dialog sits inside the piece's form, which it must not post. */
const noSubmit = (event: React.KeyboardEvent) => {
  if (event.key === "Enter") event.preventDefault();
};

/** One photo of the gallery dialog (decision 0072): its upload's progress or failure, or its description,
 * caption and credit with the buttons that move or remove it. */
export function GalleryPhotoRow({
  id,
  item,
  index,
  count,
  onChange,
  onCredit,
  onMove,
  onRemove,
}: {
  id: string;
  item: Item;
  index: number;
  count: number;
  onChange: (change: Partial<Item>) => void;
  onCredit: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      {item.upload ? (
        <div className="sm:col-span-3">
          <p className="text-sm font-semibold break-all">{item.upload.name}</p>
          {item.upload.error ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p role="alert" className="text-sm text-accent">
                {item.upload.name} was not uploaded: {item.upload.error}
              </p>
              <Button look="secondary" className="text-sm" onClick={() => onRemove()}>
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
            <span className="w-6 text-right text-sm font-semibold tabular-nums text-muted" aria-hidden="true">
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
                onChange={(event) => onChange({ alt: event.currentTarget.value })}
              />
            </label>
            <label className="block text-sm font-semibold">
              Caption
              <input
                className={controlClass}
                value={item.caption}
                maxLength={GALLERY_CAPTION_MAX}
                onKeyDown={noSubmit}
                onChange={(event) => onChange({ caption: event.currentTarget.value })}
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
                  if (event.key === "Enter") onCredit(event.currentTarget.value);
                }}
                onBlur={(event) => onCredit(event.currentTarget.value)}
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
              onClick={() => onMove(index - 1)}
            >
              Move up
            </Button>
            <Button
              look="secondary"
              className="text-sm"
              disabled={index === count - 1}
              aria-label={`Move photo ${index + 1} down`}
              onClick={() => onMove(index + 1)}
            >
              Move down
            </Button>
            <Button
              look="secondary"
              className="text-sm"
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onRemove()}
            >
              Remove
            </Button>
          </div>
        </>
      )}
    </>
  );
}
