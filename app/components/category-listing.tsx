import { serializeCategorySearch, type CategorySearch } from "~/lib/category-search.ts";
import { countNoun, countText } from "~/lib/counts.ts";
import { formatDate } from "#shared/dates.ts";
import { CategorySearchIsland } from "~/islands/category-search.tsx";
import { ArticleCard, type CardArticle } from "./article-card.tsx";
import { DateFilterNoScript } from "./date-filter.tsx";
import { NewsletterIsland } from "~/islands/newsletter.tsx";
import { Pagination } from "./pagination.tsx";

export type CategoryListingProps = {
  segment: string;
  title: string;
  placeholder: string;
  search: CategorySearch;
  results: {
    items: CardArticle[];
    total: number;
    more: boolean;
    page: number;
    pageCount: number;
    pageSize: number;
  };
  intro?: string;
};

/** 'November 22, 2026' for the calendar day YYYY-MM-DD, whatever the reader's own time zone. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, "UTC");

/** A category page (SPEC.md §2): title, search, date filter, a page of cards, pagination and the
 * newsletter. Everything it shows comes from the URL, so links, Back and reloads all agree. */
export function CategoryListing({
  segment,
  title,
  placeholder,
  search,
  results,
  intro,
}: CategoryListingProps) {
  const action = `/${segment}`;
  const { q, date } = search;

  const first = (results.page - 1) * results.pageSize + 1;
  const last = first + results.items.length - 1;

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <header className="border-b-4 border-double border-ink pb-5">
          <p className="text-xs font-bold tracking-widest text-accent uppercase">Section</p>
          <h1 className="mt-1 font-serif text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
          {intro && <p className="mt-3 max-w-3xl font-serif text-lg text-muted italic">{intro}</p>}
        </header>

        <div className="mt-6">
          <DateFilterNoScript />
          <CategorySearchIsland action={action} q={q} date={date} placeholder={placeholder} />
        </div>

        <section aria-labelledby="results-heading" className="mt-8">
          <h2 id="results-heading" className="sr-only">
            {title} articles
          </h2>
          <div role="status">
            {results.total > 0 ? (
              <p className="mb-6 border-b border-rule pb-2 text-sm text-muted">
                Showing {first.toLocaleString("en-US")} to {last.toLocaleString("en-US")} of{" "}
                {countText(results.total, results.more)}{" "}
                {countNoun(results.total, results.more, ["article", "articles"])}
                {q && (
                  <>
                    {" "}
                    matching <strong className="text-ink">“{q}”</strong>
                  </>
                )}
                {date && (
                  <>
                    {" "}
                    published on <strong className="text-ink">{dayLabel(date)}</strong>
                  </>
                )}
              </p>
            ) : (
              <EmptyState action={action} filtered={q !== "" || date !== null} dated={date !== null} />
            )}
          </div>
          {results.items.length > 0 && (
            <ul className="grid grid-cols-1 gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
              {results.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={results.page}
            pageCount={results.pageCount}
            more={results.more}
            hrefFor={(page) => `${action}${serializeCategorySearch({ q, date, page })}`}
          />
        </section>
      </div>
      <NewsletterIsland />
    </>
  );
}

function EmptyState({ action, filtered, dated }: { action: string; filtered: boolean; dated: boolean }) {
  return (
    <div className="border border-dashed border-ink/25 bg-white px-6 py-16 text-center">
      <p className="font-serif text-2xl font-bold">
        {dated ? "No articles found for this date" : "No articles found"}
      </p>
      {filtered && (
        <>
          <p className="mt-2 text-muted">Try another search term or a different day.</p>
          <a
            href={action}
            className="mt-6 inline-flex min-h-11 items-center border border-ink px-5 text-sm font-semibold tracking-wide uppercase hover:bg-ink hover:text-white"
          >
            Clear search and filters
          </a>
        </>
      )}
    </div>
  );
}
