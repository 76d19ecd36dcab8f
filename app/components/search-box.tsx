import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { serializeCategorySearch } from "~/lib/category-search.ts";
import { SearchInput } from "./ui/search-input.tsx";

const TYPING_DEBOUNCE_MS = 300;

/** The search box of a category page. Without JavaScript it is a GET form; with it, the results follow
 * the typing (debounced). The first change of a search adds a history entry, so Back returns to the
 * unfiltered list; further keystrokes replace it, so Back does not replay every letter. */
export function SearchBox({
  action,
  q,
  date,
  placeholder,
  children,
}: {
  action: string;
  q: string;
  date: string | null;
  placeholder: string;
  /** Shown after the Search button (the date filter's toggle). */
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const url = useRef({ q, date });
  const [query, setQuery] = useState(q);
  // `sent` is the last text this box put in the URL. When the URL's text changes to anything else
  // (Back, a link), the box shows the URL's text; otherwise the reader's typing is left alone.
  const [seen, setSeen] = useState({ q, sent: q });
  if (q !== seen.q) {
    if (q !== seen.sent) setQuery(q);
    setSeen({ q, sent: q });
  }

  useEffect(() => {
    url.current = { q, date };
  }, [q, date]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function commit(text: string, replace: boolean) {
    window.clearTimeout(timer.current);
    const next = text.trim();
    if (next === url.current.q) return;
    setSeen((s) => ({ ...s, sent: next }));
    navigate(`${action}${serializeCategorySearch({ q: next, date: url.current.date })}`, { replace });
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      // On a phone the field has a row of its own, so that its placeholder is never cut; the buttons
      // share the next one.
      className="flex w-full flex-wrap gap-2 sm:flex-nowrap"
      onSubmit={(event) => {
        event.preventDefault();
        commit(query, false);
      }}
    >
      {/* Where the placeholder would be cut (large text on a phone, or a 320 px screen), the label
          shows its words above the field instead, and the placeholder steps aside. */}
      <div className="@container min-w-0 basis-full sm:flex-1 sm:basis-0">
        <label
          htmlFor="category-search"
          className="sr-only text-sm font-semibold @max-[19rem]:not-sr-only @max-[19rem]:mb-1 @max-[19rem]:block"
        >
          {placeholder.replace(/\.+$/, "")}
        </label>
        <SearchInput
          ref={inputRef}
          id="category-search"
          value={query}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => commit(text, url.current.q !== ""), TYPING_DEBOUNCE_MS);
          }}
          className={`${query ? "pr-11" : "pr-3"} @max-[19rem]:placeholder:text-transparent [&::-webkit-search-cancel-button]:appearance-none`}
        >
          {query !== "" && (
            <Link
              to={`${action}${serializeCategorySearch({ date })}`}
              aria-label="Clear search"
              onClick={(event) => {
                event.preventDefault();
                setQuery("");
                commit("", false);
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-rule/50 hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
                <path d="M3.3 2 8 6.7 12.7 2 14 3.3 9.3 8l4.7 4.7-1.3 1.3L8 9.3 3.3 14 2 12.7 6.7 8 2 3.3Z" />
              </svg>
            </Link>
          )}
        </SearchInput>
      </div>
      {date && <input type="hidden" name="date" value={date} />}
      <button
        type="submit"
        className="min-h-11 flex-1 bg-ink px-4 text-sm font-semibold tracking-wide text-white uppercase hover:bg-accent sm:flex-none"
      >
        Search
      </button>
      {children}
    </form>
  );
}
