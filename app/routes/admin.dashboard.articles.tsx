import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/admin.dashboard.articles";
import { Pagination } from "~/components/pagination.tsx";
import { ArticleEditForm } from "~/components/portal/manage-article-edit-form.tsx";
import { ManageEditDialog } from "~/components/portal/manage-edit-dialog.tsx";
import { ManageListStatus, useListLoading } from "~/components/portal/manage-list-status.tsx";
import {
  DeleteButton,
  EditLink,
  LIST_HEADING_ID,
  useConfirmedDelete,
} from "~/components/portal/manage-row-actions.tsx";
import { ManageSearch } from "~/components/portal/manage-search.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage-table.tsx";
import { showToast } from "~/components/toaster.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { CATEGORIES } from "~/lib/categories.ts";
import { formatDate } from "~/lib/dates.ts";
import { manageListHref } from "~/lib/manage-list-params.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageArticles, manageArticlesAction } from "./admin.dashboard.articles.server.ts";

const PATH = "/admin/dashboard/articles";
const COLUMNS = ["Title", "Category", "Author", "Published", "Featured", "Actions"] as const;

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
  const loading = useListLoading(PATH);
  const here = { q, category, page: results.page };
  const closeHref = manageListHref(PATH, here);
  const deletion = useConfirmedDelete({
    action: PATH,
    question: (title) => `Are you sure you want to delete "${title}"?`,
  });

  // A link to a piece that is gone: say so, and show the list without it.
  const navigate = useNavigate();
  useEffect(() => {
    if (!editMissing) return;
    showToast({ title: "Article not found", variant: "destructive" });
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [editMissing, closeHref, navigate]);

  return (
    <section
      aria-labelledby={LIST_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        Manage Articles
      </h1>
      <div className="mt-5">
        <ManageSearch
          path={PATH}
          q={q}
          placeholder="Search articles..."
          filter={{ label: "Category", allLabel: "All Categories", value: category, options: CATEGORIES }}
        />
      </div>
      <ManageListStatus
        loading={loading}
        loadingText="Loading articles..."
        emptyText="No articles found"
        noun={["article", "articles"]}
        results={results}
        clearHref={q || category ? PATH : null}
      />
      {results.items.length > 0 && (
        <ManageTable
          caption={`Articles, page ${results.page} of ${results.pageCount}, newest first`}
          columns={COLUMNS}
          busy={loading}
        >
          {results.items.map((article) => (
            <ManageRow key={article.id}>
              <ManageTitleCell>{article.title}</ManageTitleCell>
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
              <ManageActionsCell>
                <EditLink
                  to={manageListHref(PATH, { ...here, edit: article.id })}
                  id={article.id}
                  title={article.title}
                />
                <DeleteButton
                  title={article.title}
                  busy={deletion.deleting === article.id}
                  onClick={() => deletion.ask({ id: article.id, title: article.title })}
                />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        hrefFor={(page) => manageListHref(PATH, { q, category, page })}
      />
      {deletion.dialog}
      <ManageEditDialog editId={editing?.id ?? null} title="Edit Article" closeHref={closeHref}>
        {(close) =>
          editing && (
            <ArticleEditForm
              key={editing.id}
              article={editing}
              action={PATH}
              closeHref={closeHref}
              close={close}
            />
          )
        }
      </ManageEditDialog>
    </section>
  );
}
