import { Link } from "react-router";
import type { Route } from "./+types/search";
import { SearchForm } from "~/components/search-form.tsx";
import { useArchived } from "~/islands/lib/archived.ts";
import { SearchResults } from "~/components/search-results.tsx";
import { EditionHits } from "~/components/print/edition-hits.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { passedHeaders } from "~/lib/passed-headers.ts";
import { SEARCH_QUERY } from "~/lib/query-params.ts";
import { loadSearchPage } from "./search.server.ts";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = SEARCH_QUERY;

export const headers = passedHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSearchPage(context, request);
}

/** A search's results are never indexed (issue 27): a view of the site, not a page of its own. The bare
 * form is (issue 39). */
export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(matches, {
    title: data?.search.q ? `Search results for “${data.search.q}”` : "Search",
    description: "Search every published article, opinion piece and creative piece.",
  }),
  ...(data?.indexed ? [] : [{ name: "robots", content: "noindex, follow" }]),
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { search, results, editions, year } = loaderData;
  const archived = useArchived();
  if (archived) return <ArchivedSearch liveUrl={archived.liveUrl} year={year} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="border-b-4 border-double border-ink pb-5">
        <h1 className="font-serif text-4xl font-black tracking-tight sm:text-5xl">Search</h1>
      </header>
      <SearchForm search={search} />
      <section aria-label="Search results" className="mt-8">
        {results ? (
          <SearchResults search={search} results={results} />
        ) : (
          <div className="border border-dashed border-ink/25 bg-white px-6 py-12 text-center">
            <p className="font-serif text-2xl font-bold">What are you looking for?</p>
            <p className="mx-auto mt-2 max-w-md text-muted">
              Type a few words to search every published article, opinion piece and creative piece. Pick a
              section or a date to narrow the results.
            </p>
          </div>
        )}
        {editions && <EditionHits found={editions} />}
      </section>
    </div>
  );
}

/** An archived copy's search page (decision 0080): it cannot search, so it says where to, and leads to
 * the pages by date of this school year, which lead to the years before. */
function ArchivedSearch({ liveUrl, year }: { liveUrl: string; year: { slug: string; name: string } | null }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="border-b-4 border-double border-ink pb-5">
        <h1 className="font-serif text-4xl font-black tracking-tight sm:text-5xl">Search</h1>
      </header>
      <p className="mt-8 max-w-2xl text-lg">
        This archived copy cannot search. Search every published piece on the live site at{" "}
        <a href={`${liveUrl}/search`} data-live="" className="font-semibold underline">
          {liveUrl.replace(/^https?:\/\//, "")}/search
        </a>
        .
      </p>
      {year && (
        <p className="mt-4 max-w-2xl text-lg">
          Here, browse the sections from the menu, or{" "}
          <Link to={`/archive/${year.slug}`} className="font-semibold underline">
            everything published in <span className="whitespace-nowrap">{year.name}</span>
          </Link>
          , month by month, and the school years before it from there.
        </p>
      )}
    </div>
  );
}
