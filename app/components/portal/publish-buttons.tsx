import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";

const NAMES = { title: "title", content: "content", author: "author", imageUrl: "image" } as const;

/** Publish (disabled while a required field is empty, 'Publishing...' with a spinner while sending) and
 * Clear Form; what is still missing is said beside the button. */
export function PublishButtons({
  busy,
  missing,
  imagesWithoutAlt = 0,
  onClear,
}: {
  busy: boolean;
  missing: readonly (keyof typeof NAMES)[];
  /** Images in the content with no alt text: flagged, not refused. */
  imagesWithoutAlt?: number;
  onClear: () => void;
}) {
  const id = useId();
  const altId = `${id}-alt`;
  const them = imagesWithoutAlt === 1 ? "it" : "them";
  const names = missing.map((m) => NAMES[m]);
  return (
    <div className="space-y-3 border-t border-rule pt-5">
      {names.length > 0 && (
        <p id={id} className="text-sm text-muted">
          To publish, add{" "}
          {names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}.
        </p>
      )}
      {imagesWithoutAlt > 0 && (
        <p id={altId} className="border-l-4 border-accent bg-paper px-3 py-2 text-sm text-ink">
          {imagesWithoutAlt === 1 ? "1 image has" : `${imagesWithoutAlt} images have`} no alt text, so readers
          who cannot see {them} are told nothing of {them}. Give each image a description when you insert it.
        </p>
      )}
      <Button
        type="submit"
        busy={busy}
        busyLabel="Publishing..."
        disabled={names.length > 0}
        aria-describedby={
          [names.length > 0 ? id : "", imagesWithoutAlt > 0 ? altId : ""].join(" ").trim() || undefined
        }
        className="w-full"
      >
        Publish
      </Button>
      <Button look="secondary" onClick={onClear} disabled={busy} className="w-full">
        Clear Form
      </Button>
    </div>
  );
}
