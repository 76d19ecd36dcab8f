import { useEffect, useRef, useState, type ReactNode } from "react";
import { serializeCategorySearch } from "~/lib/category-search.ts";
import { SearchInput } from "./ui/search-input.tsx";

const TYPING_DEBOUNCE_MS = 300;
const INPUT_ID = "category-search";

// A search made by typing loads its page anew (decision 0063): the box on that page takes the focus
// back, the caret after the words, so that the reader can go on typing. Kept for one page load only.
const TYPING_KEY = "category-search-typing";

function rememberTyping(url: string) {
  try {
    window.sessionStorage.setItem(TYPING_KEY, url);
  } catch {
    // No storage: the new page simply does not take the focus.
  }
}

function typedHere(): boolean {
  try {
    const url = window.sessionStorage.getItem(TYPING_KEY);
    window.sessionStorage.removeItem(TYPING_KEY);
    return url === `${window.location.pathname}${window.location.search}`;
  } catch {
    return false;
  }
}

/** The search box of a category page. Without JavaScript it is a GET form; with it, the results follow
 * the typing (debounced), each search a page load. The first change of a search adds a history entry,
 * so Back returns to the unfiltered list; further searches replace it, so Back does not replay every
 * word. */
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
  const timer = useRef<number | undefined>(undefined);
  const [query, setQuery] = useState(q);

  function commit(text: string, typed: boolean) {
    window.clearTimeout(timer.current);
    const next = text.trim();
    if (next === q) return;
    const url = `${action}${serializeCategorySearch({ q: next, date })}`;
    if (typed) rememberTyping(url);
    if (typed && q !== "") window.location.replace(url);
    else window.location.assign(url);
  }

  function typeAhead(text: string) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(text, true), TYPING_DEBOUNCE_MS);
  }

  useEffect(() => {
    const input = document.getElementById(INPUT_ID) as HTMLInputElement | null;
    if (!input) return;
    if (typedHere()) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else if (input.value !== q) {
      // Words typed before the box hydrated are in the field but not in the state: take them up.
      setQuery(input.value);
      typeAhead(input.value);
    }
    return () => window.clearTimeout(timer.current);
    // Once, as the box hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          htmlFor={INPUT_ID}
          className="sr-only text-sm font-semibold @max-[19rem]:not-sr-only @max-[19rem]:mb-1 @max-[19rem]:block"
        >
          {placeholder.replace(/\.+$/, "")}
        </label>
        <SearchInput
          id={INPUT_ID}
          value={query}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => {
            setQuery(event.target.value);
            typeAhead(event.target.value);
          }}
          className={`${query ? "pr-11" : "pr-3"} @max-[19rem]:placeholder:text-transparent [&::-webkit-search-cancel-button]:appearance-none`}
        >
          {query !== "" && (
            <a
              href={`${action}${serializeCategorySearch({ date })}`}
              aria-label="Clear search"
              onClick={(event) => {
                // Words not searched yet are only cleared; a search in the URL goes with the link.
                if (q !== "") return;
                event.preventDefault();
                window.clearTimeout(timer.current);
                setQuery("");
                document.getElementById(INPUT_ID)?.focus();
              }}
              className="absolute top-1/2 right-1.5 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-rule/50 hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
                <path d="M3.3 2 8 6.7 12.7 2 14 3.3 9.3 8l4.7 4.7-1.3 1.3L8 9.3 3.3 14 2 12.7 6.7 8 2 3.3Z" />
              </svg>
            </a>
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
