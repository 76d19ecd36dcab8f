import { STATUS_LABELS, STATUSES } from "#shared/lifecycle.ts";
import { Pagination } from "~/components/pagination.tsx";
import { EditorUnsavedNotice } from "~/components/portal/editor/unsaved-notice.tsx";
import { ManageListStatus, useListLoading } from "~/components/portal/manage/list-status.tsx";
import {
  DeleteButton,
  EditLink,
  LIST_HEADING_ID,
  useConfirmedDelete,
} from "~/components/portal/manage/row-actions.tsx";
import { ManageSearch } from "~/components/portal/manage/search.tsx";
import {
  ManageActionsCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { countText } from "~/lib/counts.ts";
import { manageListHref } from "~/lib/manage-list-params.ts";

type Row = { id: string; title: string; status?: string };
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
};

/** A portal list section: the search (and filters), the list's status, the table with each row's Edit
 * (a link to the piece's editor page, decision 0039) and Delete, the pages and the delete question. */
export function ManageSection<T extends Row>({
  path,
  texts,
  columns,
  filter,
  q,
  filterValue = "",
  status = "",
  results,
  editHref,
  unsavedKind,
  cells,
  mayDelete = true,
}: {
  path: string;
  texts: ManageSectionTexts;
  /** The column headings, Title first and Actions last. */
  columns: readonly string[];
  filter?: Filter;
  q: string;
  filterValue?: string;
  /** The status filter's value (`?status=`). */
  status?: string;
  results: Results<T>;
  /** The editor page of a row's piece. */
  editHref: (item: T) => string;
  /** Whose unsaved work this device keeps is noticed above the list: 'article', 'creative'. */
  unsavedKind: "article" | "creative";
  /** The row's cells between its title and its actions. */
  cells: (item: T) => React.ReactNode;
  /** Whether the rows have Delete: not for the adviser, who reads (issue 38). */
  mayDelete?: boolean;
}) {
  const loading = useListLoading(path);
  const deletion = useConfirmedDelete({
    action: path,
    question: (title) => `Are you sure you want to delete "${title}"?`,
  });

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
          statusFilter={{
            label: "Status",
            allLabel: "All Statuses",
            options: STATUSES,
            labels: STATUS_LABELS,
            value: status,
          }}
        />
      </div>
      <EditorUnsavedNotice kind={unsavedKind} />
      <ManageListStatus
        loading={loading}
        loadingText={texts.loading}
        emptyText={texts.empty}
        noun={texts.noun}
        results={results}
        clearHref={q || filterValue || status ? path : null}
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
                <EditLink to={editHref(item)} id={item.id} title={item.title} />
                {mayDelete && (
                  <DeleteButton
                    title={item.title}
                    busy={deletion.deleting === item.id}
                    onClick={() => deletion.ask({ id: item.id, title: item.title })}
                  />
                )}
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        more={results.more}
        hrefFor={(page) => manageListHref(path, { q, category: filterValue, status, page })}
      />
      {deletion.dialog}
    </section>
  );
}
