import { ARTICLE_NOT_FOUND, NO_ARTICLES } from "#shared/texts.ts";
import type { Route } from "./+types/admin.dashboard.articles";
import { ManageSection, type ManageSectionTexts } from "~/components/portal/manage/section.tsx";
import { ManageCell } from "~/components/portal/manage/table.tsx";
import { PieceCells, pieceColumns } from "~/components/portal/manage/piece-cells.tsx";
import { CATEGORIES } from "#shared/categories.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageArticles, manageArticlesAction } from "./admin.dashboard.articles.server.ts";

const PATH = "/admin/dashboard/articles";
const COLUMNS = pieceColumns("Category", "Featured");
const TEXTS = {
  heading: "Manage Articles",
  searchPlaceholder: "Search articles...",
  loading: "Loading articles...",
  empty: NO_ARTICLES,
  noun: ["article", "articles"],
  caption: "Articles",
  notFound: ARTICLE_NOT_FOUND,
} satisfies ManageSectionTexts;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Manage Articles");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManageArticles(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageArticlesAction(request, context);
}

export default function ManageArticles({ loaderData }: Route.ComponentProps) {
  const { q, category, status, results } = loaderData;
  return (
    <ManageSection
      path={PATH}
      texts={TEXTS}
      columns={COLUMNS}
      filter={{ label: "Category", allLabel: "All Categories", options: CATEGORIES }}
      q={q}
      filterValue={category}
      results={results}
      status={status}
      mayDelete={loaderData.mayDelete}
      editHref={(piece) => `${PATH}/${piece.id}`}
      unsavedKind="article"
      cells={(article) => (
        <PieceCells
          piece={article}
          first={<ManageCell label="Category">{article.category}</ManageCell>}
          extra={
            <ManageCell label="Featured">
              {article.featured ? (
                <span className="font-semibold text-accent">
                  <span aria-hidden="true">★ </span>Yes
                </span>
              ) : (
                <span className="text-muted">No</span>
              )}
            </ManageCell>
          }
        />
      )}
    />
  );
}
