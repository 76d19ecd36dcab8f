import { useId } from "react";

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
      <button
        type="submit"
        disabled={busy || names.length > 0}
        aria-describedby={
          [names.length > 0 ? id : "", imagesWithoutAlt > 0 ? altId : ""].join(" ").trim() || undefined
        }
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy && (
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? "Publishing..." : "Publish"}
      </button>
      <button
        type="button"
        onClick={onClear}
        disabled={busy}
        className="min-h-11 w-full border border-ink/30 px-5 py-2 font-semibold hover:border-ink disabled:opacity-60"
      >
        Clear Form
      </button>
    </div>
  );
}
