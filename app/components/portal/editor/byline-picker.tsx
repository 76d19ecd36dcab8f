import { useEffect, useId, useRef, useState } from "react";
import { MAX_AUTHORS } from "#shared/people.ts";
import { controlClass } from "~/components/ui/field-parts.tsx";
import type { BylineAuthor } from "./publish-values.ts";

type Suggestion = { id: string; name: string; title: string };
/** An option of the list: a person, or the typed name as a new one. */
type Option = { person: BylineAuthor; label: string; hint?: string };

const SUGGEST = "/admin/people/suggest";
const chipButton =
  "inline-flex size-8 items-center justify-center text-ink/70 hover:bg-rule/60 hover:text-ink disabled:opacity-30";

/** The byline (issue 26): one or more people, in order, as chips that can be moved and removed, and a
 * combobox (ARIA 1.2: a text box with a list of suggestions, arrow keys and Enter, Escape closes) that
 * finds people by name or adds the name typed as a new person. What changes is said in a live region. */
export function BylinePicker({
  value,
  onChange,
  error,
}: {
  value: BylineAuthor[];
  onChange: (authors: BylineAuthor[]) => void;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [found, setFound] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [said, setSaid] = useState("");
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const q = text.trim();
    if (!q) return setFound([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${SUGGEST}?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
        credentials: "same-origin",
      })
        .then((r) => (r.ok ? r.json() : { people: [] }))
        .then((body: { people?: Suggestion[] }) => setFound(body.people ?? []))
        .catch(() => undefined);
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const chosen = new Set(value.map((a) => a.id ?? `name:${a.name.toLowerCase()}`));
  const typed = text.trim().replace(/\s+/g, " ");
  const options: Option[] = [
    ...found
      .filter((p) => !chosen.has(p.id))
      .map((p) => ({ person: { id: p.id, name: p.name }, label: p.name, hint: p.title })),
    ...(typed && !found.some((p) => p.name.toLowerCase() === typed.toLowerCase())
      ? [{ person: { name: typed }, label: `Add “${typed}” as a new person` }]
      : []),
  ];
  const full = value.length >= MAX_AUTHORS;
  const expanded = open && options.length > 0 && !full;

  const add = (option: Option) => {
    onChange([...value, option.person]);
    setSaid(`${option.person.name} added to the byline.`);
    setText("");
    setActive(-1);
    setOpen(false);
    input.current?.focus();
  };
  const remove = (i: number) => {
    setSaid(`${value[i]!.name} removed from the byline.`);
    onChange(value.filter((_, j) => j !== i));
    input.current?.focus();
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
    setSaid(`${value[i]!.name} is now author ${i + by + 1} of ${value.length}.`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : -1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      // Without a highlighted option, Enter takes the person of exactly that name, or adds the name.
      const named = options.find((o) => o.person.name.toLowerCase() === typed.toLowerCase());
      const option = options[active] ?? named ?? options.find((o) => !o.person.id);
      if (option && !full) add(option);
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Backspace" && !text && value.length) {
      remove(value.length - 1);
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-semibold">
        Authors
        <span aria-hidden="true" className="text-accent">
          {" "}
          *
        </span>
      </label>
      {value.length > 0 && (
        <ul aria-label="Byline, in order" className="mt-1 flex flex-col gap-1">
          {value.map((author, i) => (
            <li
              key={author.id ?? `new:${author.name}`}
              className="flex items-center justify-between gap-2 border border-rule bg-paper pl-3"
            >
              <span className="min-w-0 truncate text-sm font-semibold">
                {author.name}
                {!author.id && <span className="font-normal text-muted"> (new)</span>}
              </span>
              <span className="flex shrink-0">
                <button
                  type="button"
                  className={chipButton}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move ${author.name} earlier`}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className={chipButton}
                  disabled={i === value.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move ${author.name} later`}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  type="button"
                  className={chipButton}
                  onClick={() => remove(i)}
                  aria-label={`Remove ${author.name}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          ref={input}
          id={`${id}-input`}
          name="author"
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          disabled={full}
          value={text}
          placeholder={full ? "" : value.length ? "Add a co-author" : "Find or add a person"}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={`${controlClass} min-h-11`}
        />
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="People"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto border border-ink/30 bg-white shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={option.person.id ?? "new"}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(option)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-ink text-white" : "hover:bg-rule/50"}`}
            >
              {option.label}
              {option.hint && (
                <span className={i === active ? "text-white/80" : "text-muted"}> · {option.hint}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {full
          ? `A byline can name at most ${MAX_AUTHORS} people.`
          : "Type a name, then choose with the arrow keys and Enter. A name not in People is added as a new person."}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent">
          {error}
        </p>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
