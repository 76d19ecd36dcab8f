import { ARTICLE_NOT_FOUND, NO_ARTICLES } from "#shared/texts.ts";
import type { Route } from "./+types/admin.dashboard.articles";
import { ArticleEditForm } from "~/components/portal/manage-article-edit-form.tsx";
import { ManageSection, type ManageSectionTexts } from "~/components/portal/manage-section.tsx";
import { ManageCell } from "~/components/portal/manage-table.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { CATEGORIES } from "#shared/categories.ts";
import { formatDate } from "#shared/dates.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageArticles, manageArticlesAction } from "./admin.dashboard.articles.server.ts";

const PATH = "/admin/dashboard/articles";
const COLUMNS = ["Title", "Category", "Author", "Published", "Featured", "Actions"] as const;
const TEXTS = {
  heading: "Manage Articles",
  searchPlaceholder: "Search articles...",
  loading: "Loading articles...",
  empty: NO_ARTICLES,
  noun: ["article", "articles"],
  caption: "Articles",
  notFound: ARTICLE_NOT_FOUND,
  editTitle: "Edit Article",
} satisfies ManageSectionTexts;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Manage Articles");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManageArticles(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageArticlesAction(request, context);
}

export default function ManageArticles({ loaderData }: Route.ComponentProps) {
  const { q, category, results, editing, editMissing } = loaderData;
  const timeZone = useTimeZone();
  return (
    <ManageSection
      path={PATH}
      texts={TEXTS}
      columns={COLUMNS}
      filter={{ label: "Category", allLabel: "All Categories", options: CATEGORIES }}
      q={q}
      filterValue={category}
      results={results}
      editing={editing}
      editMissing={editMissing}
      cells={(article) => (
        <>
          <ManageCell label="Category">{article.category}</ManageCell>
          <ManageCell label="Author">{article.author}</ManageCell>
          <ManageCell label="Published" className="whitespace-nowrap">
            {article.publishedAt ? (
              formatDate(article.publishedAt, timeZone)
            ) : (
              <span className="bg-rule/60 px-2 py-0.5 text-xs font-bold uppercase">Draft</span>
            )}
          </ManageCell>
          <ManageCell label="Featured">
            {article.featured ? (
              <span className="font-semibold text-accent">
                <span aria-hidden="true">★ </span>Yes
              </span>
            ) : (
              <span className="text-muted">No</span>
            )}
          </ManageCell>
        </>
      )}
      editForm={(article, closeHref, close) => (
        <ArticleEditForm
          key={article.id}
          article={article}
          action={PATH}
          closeHref={closeHref}
          close={close}
        />
      )}
    />
  );
}
