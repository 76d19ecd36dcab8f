import { formatDateTime } from "#shared/local-time.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import {
  ManageActionsCell,
  ManageCell,
  ManageRow,
  ManageTable,
  ManageTitleCell,
} from "~/components/portal/manage/table.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { EmailText, rowButton } from "./parts.tsx";

export type SchoolRequestRow = {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  createdAt: Date;
};

const COLUMNS = ["Name", "E-mail", "Asked", "Actions"] as const;

/** Approve or Refuse one waiting person. */
function Answer({
  request,
  intent,
}: {
  request: SchoolRequestRow;
  intent: "school-approve" | "school-refuse";
}) {
  const fetcher = usePortalFetcher();
  const busy = fetcher.state !== "idle";
  const approve = intent === "school-approve";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="issuer" value={request.issuer} />
      <input type="hidden" name="subject" value={request.subject} />
      <button
        type="submit"
        disabled={busy}
        className={`${rowButton} ${approve ? "border-ink bg-ink text-white hover:border-accent hover:bg-accent" : ""}`}
      >
        {approve ? "Approve" : "Refuse"}
        <span className="sr-only"> {request.name ?? request.email}</span>
      </button>
    </fetcher.Form>
  );
}

/** The people who signed in with the school's account and wait for an admin (decision 0066). Shown
 * only when the school's sign-in is set up. */
export function SchoolRequests({ requests }: { requests: SchoolRequestRow[] }) {
  const timeZone = useTimeZone();
  return (
    <SettingsCard
      id="school-requests"
      title="Waiting for approval"
      description="People from the school's domains who signed in with their school account. Approve makes them contributors; they get in at their next school sign-in."
    >
      {requests.length === 0 ? (
        <p className="border border-dashed border-ink/30 px-4 py-6 text-center text-sm text-muted">
          Nobody is waiting.
        </p>
      ) : (
        <ManageTable caption="Waiting for approval" columns={COLUMNS}>
          {requests.map((request) => (
            <ManageRow key={`${request.issuer} ${request.subject}`}>
              <ManageTitleCell>{request.name ?? request.email}</ManageTitleCell>
              <ManageCell label="E-mail">
                <EmailText email={request.email} />
              </ManageCell>
              <ManageCell label="Asked">{formatDateTime(new Date(request.createdAt), timeZone)}</ManageCell>
              <ManageActionsCell>
                <Answer request={request} intent="school-approve" />
                <Answer request={request} intent="school-refuse" />
              </ManageActionsCell>
            </ManageRow>
          ))}
        </ManageTable>
      )}
    </SettingsCard>
  );
}
