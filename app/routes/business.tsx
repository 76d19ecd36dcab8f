import type { Route } from "./+types/business";
import { CategoryListing } from "~/components/category-listing.tsx";
import { categoryMeta } from "~/components/category-meta.ts";
import { CATEGORY_QUERY } from "~/lib/query-params.ts";
import { loadCategoryPage } from "./category.server.ts";

const INTRO =
  "Markets, trade and livelihoods across the borderlands: the money stories behind the headlines.";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = CATEGORY_QUERY;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCategoryPage(context, request, "business");
}

export const meta: Route.MetaFunction = ({ data, matches }) => categoryMeta(matches, data, INTRO);

export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListing {...loaderData} intro={INTRO} />;
}
