import type { Route } from "./+types/opinion";
import { CategoryListing } from "~/components/category-listing.tsx";
import { categoryMeta } from "~/components/category-meta.ts";
import { CATEGORY_QUERY } from "~/lib/query-params.ts";
import { loadCategoryPage } from "./category.server.ts";

const INTRO =
  "Arguments, analysis and letters from our writers and readers. The views expressed are the authors' own.";

/** What the page reads of its query (server/http/page-keys.ts). */
export const queryParams = CATEGORY_QUERY;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCategoryPage(context, request, "opinion");
}

export const meta: Route.MetaFunction = ({ data, matches }) => categoryMeta(matches, data, INTRO);

export default function OpinionPage({ loaderData }: Route.ComponentProps) {
  return <CategoryListing {...loaderData} intro={INTRO} />;
}
