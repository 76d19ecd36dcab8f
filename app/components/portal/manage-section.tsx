import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Pagination } from "~/components/pagination.tsx";
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
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage-table.tsx";
import { showToast } from "~/components/toaster.tsx";
import { countText } from "~/lib/counts.ts";
import { manageListHref } from "~/lib/manage-list-params.ts";

type Row = { id: string; title: string };
type Results<T> = {
  items: T[];
  total: number;
  more: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
};
type Filter = { label: string; allLabel: string; options: readonly string[] };

/** What tells Manage Articles from Manage Creative Pieces: its texts, its own columns and its form. */
export type ManageSectionTexts = {
  heading: string;
  searchPlaceholder: string;
  loading: string;
  empty: string;
  noun: [one: string, many: string];
  /** The table's caption before ', page N of M'. */
  caption: string;
  notFound: string;
  editTitle: string;
};

/** A portal list section: the search (and filter), the list's status, the table with each row's Edit and
 * Delete, the pages, the delete question and the edit dialog that `?edit=ID` opens. */
export function ManageSection<T extends Row, E extends { id: string }>({
  path,
  texts,
  columns,
  filter,
  q,
  filterValue = "",
  results,
  editing,
  editMissing,
  cells,
  editForm,
}: {
  path: string;
  texts: ManageSectionTexts;
  /** The column headings, Title first and Actions last. */
  columns: readonly string[];
  filter?: Filter;
  q: string;
  filterValue?: string;
  results: Results<T>;
  editing: E | null;
  editMissing: boolean;
  /** The row's cells between its title and its actions. */
  cells: (item: T) => React.ReactNode;
  editForm: (editing: E, closeHref: string, close: () => void) => React.ReactNode;
}) {
  const loading = useListLoading(path);
  const here = { q, category: filterValue, page: results.page };
  const closeHref = manageListHref(path, here);
  const deletion = useConfirmedDelete({
    action: path,
    question: (title) => `Are you sure you want to delete "${title}"?`,
  });

  // A link to a piece that is gone: say so, and show the list without it.
  const navigate = useNavigate();
  useEffect(() => {
    if (!editMissing) return;
    showToast({ title: texts.notFound, variant: "destructive" });
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  }, [editMissing, closeHref, navigate, texts.notFound]);

  return (
    <section
      aria-labelledby={LIST_HEADING_ID}
      className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
        {texts.heading}
      </h1>
      <div className="mt-5">
        <ManageSearch
          path={path}
          q={q}
          placeholder={texts.searchPlaceholder}
          filter={filter && { ...filter, value: filterValue }}
        />
      </div>
      <ManageListStatus
        loading={loading}
        loadingText={texts.loading}
        emptyText={texts.empty}
        noun={texts.noun}
        results={results}
        clearHref={q || filterValue ? path : null}
      />
      {results.items.length > 0 && (
        <ManageTable
          caption={`${texts.caption}, page ${results.page} of ${countText(results.pageCount, results.more)}, newest first`}
          columns={columns}
          busy={loading}
        >
          {results.items.map((item) => (
            <ManageRow key={item.id}>
              <ManageTitleCell>{item.title}</ManageTitleCell>
              {cells(item)}
              <ManageActionsCell>
                <EditLink
                  to={manageListHref(path, { ...here, edit: item.id })}
                  id={item.id}
                  title={item.title}
                />
                <DeleteButton
                  title={item.title}
                  busy={deletion.deleting === item.id}
                  onClick={() => deletion.ask({ id: item.id, title: item.title })}
                />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        more={results.more}
        hrefFor={(page) => manageListHref(path, { q, category: filterValue, page })}
      />
      {deletion.dialog}
      <ManageEditDialog editId={editing?.id ?? null} title={texts.editTitle} closeHref={closeHref}>
        {(close) => editing && editForm(editing, closeHref, close)}
      </ManageEditDialog>
    </section>
  );
}
