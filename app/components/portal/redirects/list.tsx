import { useTimeZone } from "~/components/use-time-zone.ts";
import { ListSection } from "~/components/portal/manage/card-list.tsx";
import { DeleteButton, useConfirmedDelete } from "~/components/portal/manage/row-actions.tsx";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { formatDateTime } from "#shared/local-time.ts";

export type RedirectRow = {
  id: string;
  from: string;
  to: string;
  status: number;
  hits: number;
  lastHitAt: Date | string | null;
};

const COLUMNS = ["From", "To", "Status", "Hits", "Last hit", "Actions"] as const;
const LIST_ID = "redirects-list";

/** Every redirect with its hits (counted every few seconds), each with Remove after a question. */
export function RedirectsList({ redirects }: { redirects: RedirectRow[] }) {
  const timeZone = useTimeZone();
  const removal = useConfirmedDelete({
    intent: "remove",
    question: (from) => `Remove the redirect from ${from}? Readers asking for it will see “not found”.`,
    focusAfter: LIST_ID,
  });
  return (
    <ListSection
      id={LIST_ID}
      heading="Redirects"
      count={redirects.length}
      empty="No redirects yet."
      dialog={removal.dialog}
    >
      <div className="mt-4">
        <ManageTable caption="The site's redirects" columns={COLUMNS}>
          {redirects.map((row) => (
            <ManageRow key={row.id}>
              <ManageTitleCell>{row.from}</ManageTitleCell>
              <ManageCell label="To" className="break-all">
                {row.to}
              </ManageCell>
              <ManageCell label="Status">{row.status}</ManageCell>
              <ManageCell label="Hits">{row.hits.toLocaleString("en-US")}</ManageCell>
              <ManageCell label="Last hit" className="whitespace-nowrap">
                {row.lastHitAt ? formatDateTime(new Date(row.lastHitAt), timeZone) : "Never"}
              </ManageCell>
              <ManageActionsCell>
                <DeleteButton
                  title={row.from}
                  busy={removal.deleting === row.id}
                  onClick={() => removal.ask({ id: row.id, title: row.from })}
                />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      </div>
    </ListSection>
  );
}
