import { Button } from "~/components/ui/button.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "./card.tsx";

export type FailedWorkRow = {
  key: string;
  what: string;
  reason: string;
  attempts: number;
  gaveUp: boolean;
  nextAttempt: string;
};
export type UncertainRow = { id: string; email: string; issue: string };
/** A notification's mail a crash left unsure (issue 38), resolved as the newsletter's. */
export type UncertainNotificationRow = { id: string; email: string; title: string };

/** One small form of a row: its intent, its hidden fields, one button. */
function RowAction({
  intent,
  fields,
  label,
  look = "secondary",
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  look?: "primary" | "secondary";
}) {
  const fetcher = usePortalFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" look={look} busy={fetcher.state !== "idle"} busyLabel="Working...">
        {label}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Failed mail and work (issue 37, decision 0060): every queued job whose last attempt failed, with
 * its reason and a Retry, and every newsletter or notification mail a crash left uncertain, for the
 * admin to resend or mark as sent.
 */
export function FailedWork({
  failed,
  uncertain,
  notifications = [],
}: {
  failed: FailedWorkRow[];
  uncertain: UncertainRow[];
  notifications?: UncertainNotificationRow[];
}) {
  return (
    <SettingsCard
      id="failed-work"
      title="Failed mail and work"
      description="Every mail the site sends, and its other background work, is retried by itself for a while; what still fails is listed here with its reason. Retry runs it again at once."
    >
      {failed.length === 0 ? (
        <p className="text-sm">Nothing has failed.</p>
      ) : (
        <ul className="divide-y divide-rule border-y border-rule">
          {failed.map((job) => (
            <li
              key={job.key}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words">{job.what}</p>
                <p className="break-words text-accent-dark">{job.reason}</p>
                <p className="text-muted">
                  {job.gaveUp
                    ? `Gave up after ${job.attempts} attempts`
                    : `Attempt ${job.attempts}; next ${job.nextAttempt}`}
                </p>
              </div>
              <RowAction intent="retry-job" fields={{ key: job.key }} label="Retry" />
            </li>
          ))}
        </ul>
      )}
      <UncertainList
        title="Uncertain newsletter mail"
        intent="resolve-delivery"
        rows={uncertain.map((row) => ({ id: row.id, email: row.email, what: row.issue }))}
      />
      <UncertainList
        title="Uncertain notification mail"
        intent="resolve-notification-mail"
        rows={notifications.map((row) => ({ id: row.id, email: row.email, what: row.title }))}
      />
    </SettingsCard>
  );
}

/** The mails of one kind a crash left uncertain: who, what, and Resend or Mark as sent. */
function UncertainList({
  title,
  intent,
  rows,
}: {
  title: string;
  intent: string;
  rows: { id: string; email: string; what: string }[];
}) {
  return (
    <>
      <h3 className="mt-6 font-serif text-lg font-bold">{title}</h3>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        The server stopped while these were being sent: the mail server may have taken them or not. Resend may
        give the person a second copy; Mark as sent may leave them without one.
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm">None.</p>
      ) : (
        <ul className="mt-3 divide-y divide-rule border-y border-rule">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="min-w-0 text-sm break-words">
                <span className="font-semibold">{row.email}</span>: {row.what}
              </p>
              <div className="flex flex-wrap gap-2">
                <RowAction intent={intent} fields={{ id: row.id, decision: "resend" }} label="Resend" />
                <RowAction intent={intent} fields={{ id: row.id, decision: "sent" }} label="Mark as sent" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
