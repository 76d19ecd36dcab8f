import { Link, useLocation, useNavigation } from "react-router";
import { countNoun, countText } from "~/lib/counts.ts";

const LIST_PARAMS = ["q", "category", "page"] as const;
const listKey = (search: string) => {
  const params = new URLSearchParams(search);
  return LIST_PARAMS.map((name) => params.get(name) ?? "").join("\u0000");
};

/** True while the list at `path` loads another search, filter or page (not while an edit dialog
 * opens or closes over it). */
export function useListLoading(path: string): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    navigation.state === "loading" &&
    navigation.location.pathname === path &&
    listKey(navigation.location.search) !== listKey(location.search)
  );
}

type Results = { items: unknown[]; total: number; more: boolean; page: number; pageSize: number };

/** Above a portal list: 'Loading ...' while a search loads, the empty text when nothing matches, and
 * otherwise which rows are shown, in a live region so a screen reader hears the outcome of a search. */
export function ManageListStatus({
  loading,
  loadingText,
  emptyText,
  noun,
  results,
  clearHref,
}: {
  loading: boolean;
  loadingText: string;
  emptyText: string;
  noun: [one: string, many: string];
  results: Results;
  /** The unfiltered list, when a search or filter is applied. */
  clearHref: string | null;
}) {
  const first = (results.page - 1) * results.pageSize + 1;
  const last = first + results.items.length - 1;
  const empty = results.items.length === 0;
  return (
    <div role="status" className="mt-5 mb-3 min-h-6 text-sm text-muted">
      {loading ? (
        <p className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="h-4 w-4 animate-spin rounded-full border-2 border-ink/20 border-t-ink"
          />
          {loadingText}
        </p>
      ) : empty ? (
        <div className="border border-dashed border-ink/30 bg-white px-6 py-12 text-center">
          <p className="font-serif text-xl font-semibold text-ink">{emptyText}</p>
          {clearHref && (
            <p className="mt-2">
              Nothing matches this search.{" "}
              <Link to={clearHref} className="font-semibold text-accent underline underline-offset-2">
                Show all
              </Link>
            </p>
          )}
        </div>
      ) : (
        <p>
          Showing {first.toLocaleString("en-US")} to {last.toLocaleString("en-US")} of{" "}
          {countText(results.total, results.more)} {countNoun(results.total, results.more, noun)}
        </p>
      )}
    </div>
  );
}
