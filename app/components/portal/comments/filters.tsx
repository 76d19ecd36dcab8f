import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { SearchInput } from "~/components/ui/search-input.tsx";

export const COMMENTS_PATH = "/admin/dashboard/comments";

type Typed = { state?: string; article?: string; reader?: string; q?: string };
type Names = { article: string | null; reader: { name: string; banned: boolean } | null };

/** The list's address with these filters (empty ones left out). */
export function commentsHref(typed: Typed, extra: Record<string, string> = {}) {
  const pairs = Object.entries({ ...typed, ...extra }).filter((p): p is [string, string] => Boolean(p[1]));
  return pairs.length ? `${COMMENTS_PATH}?${new URLSearchParams(pairs)}` : COMMENTS_PATH;
}

const TABS = [
  ["all", "All"],
  ["held", "Held"],
  ["published", "Published"],
  ["hidden", "Hidden"],
  ["reported", "Reported"],
] as const;

/** The states as tabs (with the held and reported figures), the search, and the article or reader the
 * list is narrowed to. Links and a GET form: they work without JavaScript, and the address keeps them. */
export function CommentFilters({
  typed,
  counts,
  names,
}: {
  typed: Typed;
  counts: { held: number; reported: number };
  names: Names;
}) {
  const state = typed.state || "all";
  const figure = (tab: string) =>
    tab === "held" ? counts.held : tab === "reported" ? counts.reported : null;
  return (
    <div className="mt-6 space-y-4">
      <nav aria-label="Comment states">
        <ul className="flex flex-wrap gap-2">
          {TABS.map(([value, label]) => {
            const n = figure(value);
            return (
              <li key={value}>
                <Link
                  to={commentsHref({ ...typed, state: value === "all" ? "" : value })}
                  aria-current={state === value ? "page" : undefined}
                  className="inline-flex min-h-11 items-center gap-2 border border-ink/30 bg-white px-4 font-semibold hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white"
                >
                  {label}
                  {n !== null && (
                    <span className="min-w-6 rounded-full bg-paper px-2 text-center text-sm text-ink tabular-nums">
                      {n.toLocaleString("en")}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" action={COMMENTS_PATH} role="search" className="flex flex-wrap items-end gap-3">
        {(["state", "article", "reader"] as const).map((name) =>
          typed[name] ? <input key={name} type="hidden" name={name} value={typed[name]} /> : null,
        )}
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="comments-search" className="block text-sm font-semibold">
            Search comments
          </label>
          <div className="mt-1">
            <SearchInput
              id="comments-search"
              defaultValue={typed.q ?? ""}
              maxLength={100}
              placeholder="Words in a comment"
            />
          </div>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Search
        </button>
      </Form>
      {(names.article || names.reader) && (
        <ul aria-label="Narrowed to" className="flex flex-wrap gap-2 text-sm">
          {names.article && (
            <Narrowed label={`Article: ${names.article}`} clear={commentsHref({ ...typed, article: "" })} />
          )}
          {names.reader && (
            <Narrowed
              label={`Reader: ${names.reader.name}${names.reader.banned ? " (banned)" : ""}`}
              clear={commentsHref({ ...typed, reader: "" })}
            />
          )}
        </ul>
      )}
    </div>
  );
}

function Narrowed({ label, clear }: { label: string; clear: string }) {
  return (
    <li className="inline-flex items-center gap-2 border border-rule bg-white py-1 pr-1 pl-3">
      <span>{label}</span>
      <Link
        to={clear}
        className="inline-flex min-h-9 items-center px-2 font-semibold text-accent underline underline-offset-2"
      >
        Show all<span className="sr-only"> instead of {label}</span>
      </Link>
    </li>
  );
}

/** 'Older comments' continues after the last one shown; 'Newest comments' starts again. */
export function CommentPages({
  typed,
  next,
  continued,
}: {
  typed: Typed;
  next: string | null;
  continued: boolean;
}) {
  if (!next && !continued) return null;
  return (
    <nav aria-label="Pages of comments" className="mt-6 flex flex-wrap gap-3">
      {continued && (
        <Link to={commentsHref(typed)} className={buttonClass("secondary")}>
          Newest comments
        </Link>
      )}
      {next && (
        <Link to={commentsHref(typed, { after: next })} className={buttonClass("secondary")}>
          Older comments
        </Link>
      )}
    </nav>
  );
}
