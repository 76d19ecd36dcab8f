import { useArchived } from "~/islands/lib/archived.ts";
import { SearchInput } from "./ui/search-input.tsx";

/** The site's search box (issue 27): a plain GET form to /search, in the header on wide screens and in
 * the mobile menu. `id` tells the two apart. An archived copy has none (decision 0080). */
export function HeaderSearch({ id, className = "" }: { id: string; className?: string }) {
  if (useArchived()) return null;
  return (
    <form method="get" action="/search" role="search" className={`flex items-stretch ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <div className="min-w-0 flex-1">
        <SearchInput id={id} maxLength={200} placeholder="Search..." className="pr-2" />
      </div>
      <button
        type="submit"
        className="min-h-11 shrink-0 bg-ink px-3 text-xs font-semibold tracking-wide text-white uppercase hover:bg-accent"
      >
        Search
      </button>
    </form>
  );
}
