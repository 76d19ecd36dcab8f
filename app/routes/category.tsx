import type { Route } from "./+types/category";
import { CategoryListing } from "~/components/category-listing.tsx";
import { categoryMeta } from "~/components/category-meta.ts";
import { CATEGORY_QUERY } from "~/lib/query-params.ts";
import { loadCategoryPage, segmentOf } from "./category.server.ts";

/** One module for the 13 shared category paths (app/routes.ts); the path segment names the category. */
/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = CATEGORY_QUERY;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCategoryPage(context, request, segmentOf(request));
}

export const meta: Route.MetaFunction = ({ data, matches }) => categoryMeta(matches, data);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListing {...loaderData} />;
}
