import { useId, useState } from "react";
import { showToast } from "~/components/toaster.tsx";

/** An http or https address, or null for anything else (javascript:, data:, a relative path). */
export function imageAddress(text: string): string | null {
  const url = URL.parse(text.trim());
  return url && (url.protocol === "http:" || url.protocol === "https:") ? url.href : null;
}

/** The URL-entry mode of the image picker: blank is ignored (SPEC.md §5), other schemes are refused.
 * Enter sets the address instead of submitting the surrounding form. */
export function ImageUrlEntry({ onSet }: { onSet: (url: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const set = () => {
    if (!draft.trim()) return;
    const url = imageAddress(draft);
    if (!url) {
      showToast({
        title: "Invalid URL",
        description: "Please enter an image address starting with http:// or https://",
        variant: "destructive",
      });
      return;
    }
    onSet(url);
  };
  return (
    <div className="mt-1 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-url`} className="block text-sm">
          Image URL
        </label>
        <input
          id={`${id}-url`}
          type="url"
          autoFocus
          inputMode="url"
          placeholder="https://"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            set();
          }}
          className="mt-1 block min-h-11 w-full border border-ink/30 bg-white px-3 py-2"
        />
      </div>
      <button
        type="button"
        onClick={set}
        className="min-h-11 border border-ink px-4 py-2 text-sm font-semibold hover:bg-ink hover:text-white"
      >
        Set image URL
      </button>
    </div>
  );
}
