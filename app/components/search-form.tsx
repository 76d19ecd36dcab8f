import { SEARCH_PERIODS, SEARCH_SECTIONS, type SiteSearch } from "#shared/search.ts";
import { SearchInput } from "./ui/search-input.tsx";

const field = "min-h-11 w-full border border-ink/30 bg-white px-3 py-2 text-base focus:border-ink";

/** One filter: its label above its control. */
function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-bold tracking-widest text-muted uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The search page's form: words, section, period or dates. A plain GET form, with or without
 * JavaScript; a new search starts at page 1. */
export function SearchForm({ search }: { search: SiteSearch }) {
  return (
    <form method="get" action="/search" role="search" className="mt-6 grid gap-4">
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
          <label htmlFor="site-search-q" className="sr-only">
            Search words
          </label>
          <SearchInput
            id="site-search-q"
            defaultValue={search.q}
            maxLength={200}
            placeholder="Search articles, opinion and creative pieces..."
            className="pr-3"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 flex-1 bg-ink px-6 text-sm font-semibold tracking-wide text-white uppercase hover:bg-accent sm:flex-none"
        >
          Search
        </button>
      </div>
      <fieldset className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4">
        <legend className="sr-only">Filters</legend>
        <Filter id="site-search-section" label="Section">
          <select
            id="site-search-section"
            name="section"
            defaultValue={search.section ?? ""}
            className={field}
          >
            <option value="">All sections</option>
            {(["News", "Creative"] as const).map((group) => (
              <optgroup key={group} label={group}>
                {SEARCH_SECTIONS.filter((s) => s.group === group).map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Filter>
        <Filter id="site-search-period" label="Published">
          <select id="site-search-period" name="period" defaultValue={search.period ?? ""} className={field}>
            <option value="">Any time</option>
            {Object.entries(SEARCH_PERIODS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id="site-search-from" label="From">
          <input
            id="site-search-from"
            type="date"
            name="from"
            defaultValue={search.from ?? ""}
            className={field}
          />
        </Filter>
        <Filter id="site-search-to" label="To">
          <input id="site-search-to" type="date" name="to" defaultValue={search.to ?? ""} className={field} />
        </Filter>
      </fieldset>
    </form>
  );
}
