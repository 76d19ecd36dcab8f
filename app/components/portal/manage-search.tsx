import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { manageListHref, SEARCH_MAX_LENGTH } from "~/lib/manage-list-params.ts";

const TYPING_DEBOUNCE_MS = 300;

type Filter = { label: string; allLabel: string; value: string; options: readonly string[] };

/** The search box (and optional filter) above a portal list. Without JavaScript it is a GET form with a
 * Search button; with it, the list follows the typing after a short pause. The first change of a
 * search adds a history entry, later keystrokes replace it, so Back does not replay every letter.
 * Any change starts again at page 1. */
export function ManageSearch({
  path,
  q,
  placeholder,
  filter,
}: {
  path: string;
  q: string;
  placeholder: string;
  filter?: Filter;
}) {
  const navigate = useNavigate();
  const id = useId();
  const timer = useRef<number | undefined>(undefined);
  const current = useRef({ q, category: filter?.value ?? "" });
  const [text, setText] = useState(q);
  // Follow the URL when it changes for another reason than this box's typing (Back, a link).
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q.trim() !== text.trim()) setText(q);
  }

  useEffect(() => {
    current.current = { q, category: filter?.value ?? "" };
  }, [q, filter?.value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function go(next: { q?: string; category?: string }, replace: boolean) {
    window.clearTimeout(timer.current);
    const target = { ...current.current, ...next, q: (next.q ?? current.current.q).trim() };
    if (target.q === current.current.q && target.category === current.current.category) return;
    navigate(manageListHref(path, target), { replace, preventScrollReset: true });
  }

  return (
    <form
      method="get"
      action={path}
      role="search"
      aria-label={placeholder.replace(/\.+$/, "")}
      className="flex flex-wrap gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        go({ q: text }, false);
      }}
    >
      <div className="min-w-0 flex-1 basis-full sm:basis-0">
        <label htmlFor={`${id}-q`} className="sr-only">
          {placeholder.replace(/\.+$/, "")}
        </label>
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 fill-muted"
          >
            <path d="M8.5 2a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 8.5 2Zm0 1.8a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Z" />
          </svg>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            placeholder={placeholder}
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(
                () => go({ q: value }, current.current.q !== ""),
                TYPING_DEBOUNCE_MS,
              );
            }}
            className="min-h-11 w-full border border-ink/30 bg-white py-2 pr-3 pl-9 text-base placeholder:text-muted focus:border-ink"
          />
        </div>
      </div>
      {filter && (
        <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
          <label htmlFor={`${id}-filter`} className="sr-only">
            {filter.label}
          </label>
          <select
            id={`${id}-filter`}
            name="category"
            value={filter.value}
            onChange={(event) => go({ q: text, category: event.target.value }, false)}
            className="min-h-11 w-full border border-ink/30 bg-white px-3 py-2 text-base"
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="submit"
        className={`min-h-11 bg-ink px-5 text-sm font-semibold tracking-wide text-white uppercase hover:bg-accent ${filter ? "" : "flex-1 sm:flex-none"}`}
      >
        Search
      </button>
    </form>
  );
}
