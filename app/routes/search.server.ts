import { data, type AppLoadContext } from "react-router";
import { serializeSiteSearch } from "#shared/search.ts";
import { parseSiteSearch } from "~/lib/site-search-parse.ts";
import { NOINDEX_HEADERS } from "~/lib/passed-headers.ts";
import { searchEditions } from "../../server/modules/print/search.ts";
import { currentSchoolYear } from "../../server/modules/school-year/setting.ts";
import { searchSite } from "../../server/modules/search/site-search.ts";

/**
 * GET /search (issue 27): the words, filters and page come from the URL. Every search's answer is noindex;
 * the bare form at /search is a page of the site like any other and may be indexed (issue 39).
 * A search is cached as a category page's search is (decision 0045): one copy per address, which the
 * page store lets go first when it is read only once, so a flood of made-up searches cannot push the
 * real pages out; each of them costs one bounded query (searchSite's window), not a read of the archive.
 */
export async function loadSearchPage(context: AppLoadContext, request: Request) {
  const { services } = context;
  const search = parseSiteSearch(new URL(request.url).searchParams);
  const [results, editions] = search.q
    ? await Promise.all([
        searchSite(services.db, search, { timeZone: services.config.timeZone }),
        // Inside print editions (decision 0079): on the first page of a search of the whole site.
        search.page === 1 && !search.section && !search.period && !search.from && !search.to
          ? searchEditions(services.db, search.q, (key) => services.storage.url(key))
          : null,
      ])
    : [null, null];
  // An archived copy cannot search: its page leads to the pages by date instead (decision 0080).
  const year = context.archived ? await currentSchoolYear(services.db, services.config.timeZone) : null;
  const indexed = serializeSiteSearch(search) === "";
  return data(
    {
      search: { ...search, page: results?.page ?? 1 },
      results,
      editions,
      year: year && { slug: year.slug, name: year.name },
      indexed,
    },
    indexed ? undefined : { headers: NOINDEX_HEADERS },
  );
}
