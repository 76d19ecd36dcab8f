import { useState } from "react";
import { DateFilterPanel, DateFilterToggle } from "~/components/date-filter.tsx";
import { SearchBox } from "~/components/search-box.tsx";
import { island } from "./lib/island.tsx";

/** A category page's search box and date filter, one island: the filter's toggle sits in the search
 * form and opens the panel below it. Both are GET forms that work without JavaScript. */
export function CategorySearch({
  action,
  q,
  date,
  placeholder,
}: {
  action: string;
  q: string;
  date: string | null;
  placeholder: string;
}) {
  const [filterOpen, setFilterOpen] = useState(date !== null);
  return (
    <>
      <SearchBox action={action} q={q} date={date} placeholder={placeholder}>
        <DateFilterToggle
          open={filterOpen}
          active={date !== null}
          onToggle={() => setFilterOpen((o) => !o)}
        />
      </SearchBox>
      <DateFilterPanel open={filterOpen} action={action} q={q} date={date} />
    </>
  );
}

export default CategorySearch;
/** Loaded once the page is idle, not at the first interaction: a search typed into the box loads its
 * page anew, and the box on that page takes the focus back at once so that the reader can go on typing
 * (../components/search-box.tsx). */
export const CategorySearchIsland = island("category-search", CategorySearch, "idle");
