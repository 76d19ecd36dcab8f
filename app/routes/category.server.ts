import { data, type AppLoadContext } from "react-router";
import { categoryFromPath, DEDICATED_CATEGORY_PATHS, SHARED_CATEGORY_PATHS } from "#shared/categories.ts";
import { parseCategorySearch } from "~/lib/category-search-parse.ts";
import { categoriesForPath, searchPlaceholder } from "~/lib/category-search.ts";
import { pageImages, withImage } from "~/lib/images.server.ts";
import { searchArticles } from "../../server/modules/articles/queries.ts";

const KNOWN_PATHS: readonly string[] = [...DEDICATED_CATEGORY_PATHS, ...SHARED_CATEGORY_PATHS];

/** The last path segment of the request: '/culture' -> 'culture'. */
export function segmentOf(request: Request): string {
  return new URL(request.url).pathname.split("/").filter(Boolean).pop()?.toLowerCase() ?? "";
}

/** A category page (SPEC.md §2, §5): the search, date filter and page come from the URL, and anything
 * unreadable in it is ignored rather than refused. */
export async function loadCategoryPage(context: AppLoadContext, request: Request, segment: string) {
  const { db, config } = context.services;
  if (!KNOWN_PATHS.includes(segment)) throw data(null, { status: 404 });
  const search = parseCategorySearch(new URL(request.url).searchParams);
  const results = await searchArticles(db, {
    categories: categoriesForPath(segment),
    q: search.q,
    date: search.date ?? undefined,
    page: search.page,
    timeZone: config.timeZone,
  });
  const images = await pageImages(
    context,
    results.items.map((item) => item.imageUrl),
  );
  return {
    segment,
    title: categoryFromPath(segment),
    placeholder: searchPlaceholder(segment),
    search: { ...search, page: results.page },
    results: {
      ...results,
      items: results.items.map((item, i) => withImage(item, images, { lead: i === 0 })),
    },
  };
}
