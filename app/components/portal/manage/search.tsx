import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SearchInput } from "~/components/ui/search-input.tsx";
import { manageListHref, SEARCH_MAX_LENGTH } from "~/lib/manage-list-params.ts";

const TYPING_DEBOUNCE_MS = 300;

type Filter = {
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  /** The options' names, when they are not the values themselves. */
  labels?: Record<string, string>;
};

/** The search box (and optional filter) above a portal list. Without JavaScript it is a GET form with a
 * Search button; with it, the list follows the typing after a short pause. The first change of a
 * search adds a history entry, later keystrokes replace it, so Back does not replay every letter.
 * Any change starts again at page 1. */
export function ManageSearch({
  path,
  q,
  placeholder,
  filter,
  statusFilter,
}: {
  path: string;
  q: string;
  placeholder: string;
  filter?: Filter;
  /** The pieces' status (issue 25): `?status=draft`. */
  statusFilter?: Filter;
}) {
  const navigate = useNavigate();
  const id = useId();
  const timer = useRef<number | undefined>(undefined);
  const current = useRef({ q, category: filter?.value ?? "", status: statusFilter?.value ?? "" });
  const [text, setText] = useState(q);
  // Follow the URL when it changes for another reason than this box's typing (Back, a link).
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q.trim() !== text.trim()) setText(q);
  }

  useEffect(() => {
    current.current = { q, category: filter?.value ?? "", status: statusFilter?.value ?? "" };
  }, [q, filter?.value, statusFilter?.value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function go(next: { q?: string; category?: string; status?: string }, replace: boolean) {
    window.clearTimeout(timer.current);
    const target = { ...current.current, ...next, q: (next.q ?? current.current.q).trim() };
    const was = current.current;
    if (target.q === was.q && target.category === was.category && target.status === was.status) return;
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
        <SearchInput
          id={`${id}-q`}
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
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
          className="pr-3"
        />
      </div>
      {filter && (
        <FilterSelect
          id={`${id}-filter`}
          name="category"
          filter={filter}
          onPick={(category) => go({ q: text, category }, false)}
        />
      )}
      {statusFilter && (
        <FilterSelect
          id={`${id}-status`}
          name="status"
          filter={statusFilter}
          onPick={(status) => go({ q: text, status }, false)}
        />
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

function FilterSelect({
  id,
  name,
  filter,
  onPick,
}: {
  id: string;
  name: string;
  filter: Filter;
  onPick: (value: string) => void;
}) {
  return (
    <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
      <label htmlFor={id} className="sr-only">
        {filter.label}
      </label>
      <select
        id={id}
        name={name}
        value={filter.value}
        onChange={(event) => onPick(event.target.value)}
        className="min-h-11 w-full border border-ink/30 bg-white px-3 py-2 text-base"
      >
        <option value="">{filter.allLabel}</option>
        {filter.options.map((option) => (
          <option key={option} value={option}>
            {filter.labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}
