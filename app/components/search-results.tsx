import { Link } from "react-router";
import { formatDate } from "#shared/dates.ts";
import { serializeSiteSearch, type Highlighted, type SearchPage, type SiteSearch } from "#shared/search.ts";
import { countNoun, countText } from "~/lib/counts.ts";
import { Pagination } from "./pagination.tsx";
import { useTimeZone } from "./use-time-zone.ts";

type ShownPage = SearchPage<Date | string>;

/** Text with the searched words in <mark>: React escapes every stretch, so only our marks are markup. */
export function Marked({ parts }: { parts: Highlighted }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="bg-amber-200 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

export function SearchResults({ search, results }: { search: SiteSearch; results: ShownPage }) {
  const timeZone = useTimeZone();
  const first = (results.page - 1) * results.pageSize + 1;
  const last = first + results.items.length - 1;
  if (results.total === 0) return <NoResults search={search} />;
  return (
    <>
      <p role="status" className="mb-6 border-b border-rule pb-2 text-sm text-muted">
        Showing {first.toLocaleString("en-US")} to {last.toLocaleString("en-US")} of{" "}
        {countText(results.total, results.more)}{" "}
        {countNoun(results.total, results.more, ["result", "results"])} for{" "}
        <strong className="text-ink">“{search.q}”</strong>
        {results.more && ", the newest first among them. Narrow by section or date to reach older ones"}
      </p>
      <ol className="grid gap-8">
        {results.items.map((item) => (
          <li key={item.id} className="border-b border-rule/60 pb-6">
            <p className="text-xs font-bold tracking-widest text-accent uppercase">
              {item.section}
              <span className="font-normal text-muted normal-case">
                {" "}
                · {formatDate(item.publishedAt, timeZone)}
              </span>
            </p>
            <h2 className="mt-1 font-serif text-2xl leading-tight font-bold">
              <Link to={item.href} className="hover:text-accent hover:underline">
                <Marked parts={item.title} />
              </Link>
            </h2>
            <p className="mt-2 max-w-3xl text-ink/80">
              <Marked parts={item.snippet} />
            </p>
            <p className="mt-2 text-sm text-muted">By {item.author}</p>
          </li>
        ))}
      </ol>
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        hrefFor={(page) => `/search${serializeSiteSearch({ ...search, page })}`}
      />
    </>
  );
}

function NoResults({ search }: { search: SiteSearch }) {
  const filtered =
    search.section !== null || search.period !== null || search.from !== null || search.to !== null;
  return (
    <div role="status" className="border border-dashed border-ink/25 bg-white px-6 py-12 text-center">
      <p className="font-serif text-2xl font-bold">No results for “{search.q}”</p>
      <ul className="mx-auto mt-4 max-w-md list-disc pl-5 text-left text-muted">
        <li>Check the spelling, or try another word for the same thing.</li>
        <li>Use fewer words: every word must be found.</li>
        {filtered && <li>Search every section and any time: the filters may leave out what you want.</li>}
      </ul>
      {filtered && (
        <Link
          to={`/search${serializeSiteSearch({ q: search.q })}`}
          className="mt-6 inline-flex min-h-11 items-center border border-ink px-5 text-sm font-semibold tracking-wide uppercase hover:bg-ink hover:text-white"
        >
          Clear filters
        </Link>
      )}
    </div>
  );
}
