import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/admin.dashboard.creative";
import { Pagination } from "~/components/pagination.tsx";
import { CreativeEditForm } from "~/components/portal/manage-creative-edit-form.tsx";
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
import { CREATIVE_TYPE_LABELS, type CreativeType } from "~/lib/categories.ts";
import { formatDate } from "~/lib/dates.ts";
import { manageListHref } from "~/lib/manage-list-params.ts";
import { privateMeta } from "~/lib/meta.ts";
import { loadManageCreative, manageCreativeAction } from "./admin.dashboard.creative.server.ts";

const PATH = "/admin/dashboard/creative";
const COLUMNS = ["Title", "Type", "Author", "Published", "Excerpt", "Actions"] as const;

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Manage Creative Pieces");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManageCreative(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return manageCreativeAction(request, context);
}

export default function ManageCreative({ loaderData }: Route.ComponentProps) {
  const { q, results, editing, editMissing } = loaderData;
  const timeZone = useTimeZone();
  const loading = useListLoading(PATH);
  const here = { q, page: results.page };
  const closeHref = manageListHref(PATH, here);
  const deletion = useConfirmedDelete({
    action: PATH,
    question: (title) => `Are you sure you want to delete "${title}"?`,
  });

  // A link to a piece that is gone: say so, and show the list without it.
  const navigate = useNavigate();
  useEffect(() => {
    if (!editMissing) return;
    showToast({ title: "Creative piece not found", variant: "destructive" });
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [editMissing, closeHref, navigate]);

  return (
    <section
      aria-labelledby={LIST_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        Manage Creative Pieces
      </h1>
      <div className="mt-5">
        <ManageSearch path={PATH} q={q} placeholder="Search creative pieces..." />
      </div>
      <ManageListStatus
        loading={loading}
        loadingText="Loading creative pieces..."
        emptyText="No creative pieces found"
        noun={["creative piece", "creative pieces"]}
        results={results}
        clearHref={q ? PATH : null}
      />
      {results.items.length > 0 && (
        <ManageTable
          caption={`Creative pieces, page ${results.page} of ${results.pageCount}, newest first`}
          columns={COLUMNS}
          busy={loading}
        >
          {results.items.map((piece) => (
            <ManageRow key={piece.id}>
              <ManageTitleCell>{piece.title}</ManageTitleCell>
              <ManageCell label="Type" className="whitespace-nowrap">
                {CREATIVE_TYPE_LABELS[piece.type as CreativeType] ?? piece.type}
              </ManageCell>
              <ManageCell label="Author">{piece.author}</ManageCell>
              <ManageCell label="Published" className="whitespace-nowrap">
                {piece.publishedAt ? formatDate(piece.publishedAt, timeZone) : "Draft"}
              </ManageCell>
              <ManageCell label="Excerpt" className="md:max-w-xs">
                {piece.excerpt ? (
                  <span className="line-clamp-2">{piece.excerpt}</span>
                ) : (
                  <span className="text-muted italic">No excerpt available</span>
                )}
              </ManageCell>
              <ManageActionsCell>
                <EditLink
                  to={manageListHref(PATH, { ...here, edit: piece.id })}
                  id={piece.id}
                  title={piece.title}
                />
                <DeleteButton
                  title={piece.title}
                  busy={deletion.deleting === piece.id}
                  onClick={() => deletion.ask({ id: piece.id, title: piece.title })}
                />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        hrefFor={(page) => manageListHref(PATH, { q, page })}
      />
      {deletion.dialog}
      <ManageEditDialog editId={editing?.id ?? null} title="Edit Creative Piece" closeHref={closeHref}>
        {(close) =>
          editing && (
            <CreativeEditForm
              key={editing.id}
              piece={editing}
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
