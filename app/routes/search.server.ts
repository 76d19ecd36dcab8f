import { data, type AppLoadContext } from "react-router";
import { parseSiteSearch } from "~/lib/site-search-parse.ts";
import { NOINDEX_HEADERS } from "~/lib/passed-headers.ts";
import { RateLimited } from "../../server/modules/errors.ts";
import { searchSite, type SearchPage } from "../../server/modules/search/site-search.ts";

/** A search with words is rendered for each request and never kept (decision 0045): a query string per
 * search would fill the page cache with pages read once and push the real ones out. */
const SEARCHED = { ...NOINDEX_HEADERS, "Cache-Control": "private, no-store" };

/** GET /search (issue 27): the words, filters and page come from the URL; every answer is noindex. */
export async function loadSearchPage(context: AppLoadContext, request: Request) {
  const { services, clientIp } = context;
  const search = parseSiteSearch(new URL(request.url).searchParams);
  if (!search.q) return data({ search, results: null, limited: null }, { headers: NOINDEX_HEADERS });
  try {
    await services.limits.consume("search", clientIp);
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    return data(
      { search, results: null, limited: error.message },
      { status: 429, headers: { ...SEARCHED, "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  const results: SearchPage = await searchSite(services.db, search, { timeZone: services.config.timeZone });
  return data({ search: { ...search, page: results.page }, results, limited: null }, { headers: SEARCHED });
}
