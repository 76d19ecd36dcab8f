import { useState } from "react";

const WIDTHS = [
  { value: "phone", label: "Phone (375 px)" },
  { value: "desktop", label: "Desktop" },
] as const;
type Width = (typeof WIDTHS)[number]["value"];

/** The last saved issue as a mail client shows it, at a phone's width (375 px, as most subscribers
 * read it) or a desktop's; the choice is a radio group, so the keyboard and screen readers have it. */
export function NewsletterPreview({ html }: { html: string }) {
  const [width, setWidth] = useState<Width>("phone");
  return (
    <details open className="border border-rule">
      <summary className="min-h-11 cursor-pointer p-3 font-semibold">Preview as mailed (last saved)</summary>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-rule px-3 py-2">
        <legend className="sr-only">Preview width</legend>
        <span aria-hidden="true" className="text-sm text-muted">
          Width:
        </span>
        {WIDTHS.map((w) => (
          <label key={w.value} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name="previewWidth"
              value={w.value}
              checked={width === w.value}
              onChange={() => setWidth(w.value)}
              className="h-4 w-4 accent-accent"
            />
            {w.label}
          </label>
        ))}
      </fieldset>
      {/* Wider than a phone's screen at the desktop width: it scrolls, and takes focus to do so. */}
      <div
        role="region"
        aria-label={`Preview of the issue at ${width === "phone" ? "a phone's" : "a desktop's"} width`}
        tabIndex={0}
        className="overflow-x-auto border-t border-rule bg-paper"
      >
        <div
          data-preview-width={width}
          className={
            width === "phone" ? "mx-auto w-[375px] max-w-full border-x border-rule" : "min-w-[640px]"
          }
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </details>
  );
}
