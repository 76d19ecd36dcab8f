import { Pagination } from "~/components/pagination.tsx";
import { ManageSearch } from "~/components/portal/manage/search.tsx";
import { ManageCell, ManageRow, ManageTable, ManageTitleCell } from "~/components/portal/manage/table.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { manageListHref } from "~/lib/manage-list-params.ts";

export type OldAddressRow = {
  path: string;
  to: string | null;
  title: string;
  hits: number;
  lastHitAt: Date | string | null;
};

const COLUMNS = ["Old address", "Leads to", "Hits", "Last hit"] as const;
const LIST_ID = "old-addresses";

/** The old addresses an import keeps (decision 0052), read only: each leads to its article while that
 * is published, or to its page; the most used first, 50 a page, found by any part of the address. */
export function OldAddressesList({
  path,
  q,
  list,
}: {
  path: string;
  q: string;
  list: { rows: OldAddressRow[]; page: number; more: boolean };
}) {
  const timeZone = useTimeZone();
  const { rows, page, more } = list;
  return (
    <section aria-labelledby={LIST_ID} className="mt-10">
      <h2 id={LIST_ID} className="font-serif text-xl font-bold">
        Imported old addresses
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        The addresses of posts and pages on the old site, kept by the import. Each answers 301 to where its
        post or page is now, unless a redirect above is from the same address. Deleting the article ends its
        old addresses.
      </p>
      <div className="mt-4">
        <ManageSearch path={path} q={q} placeholder="Search the old addresses..." />
      </div>
      {rows.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {q ? `No old address contains “${q}”.` : "No imported old addresses: an import keeps them."}
        </p>
      ) : (
        <div className="mt-4">
          <ManageTable
            caption={`Imported old addresses, page ${page}, the most used first`}
            columns={COLUMNS}
          >
            {rows.map((row) => (
              <ManageRow key={row.path}>
                <ManageTitleCell>
                  <span className="break-all">{row.path}</span>
                </ManageTitleCell>
                <ManageCell label="Leads to" className="break-all">
                  {row.to ?? "Nowhere while its article is not published"}
                  {row.title && <span className="block text-muted">{row.title}</span>}
                </ManageCell>
                <ManageCell label="Hits">{row.hits.toLocaleString("en-US")}</ManageCell>
                <ManageCell label="Last hit" className="whitespace-nowrap">
                  {row.lastHitAt ? formatDateTime(new Date(row.lastHitAt), timeZone) : "Never"}
                </ManageCell>
              </ManageRow>
            ))}
          </ManageTable>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={page}
        more={more}
        preventScrollReset
        hrefFor={(n) => manageListHref(path, { q, page: n })}
      />
    </section>
  );
}
