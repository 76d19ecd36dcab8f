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
 * its reason and a Retry, and every newsletter mail a crash left uncertain, for the admin to resend or
 * mark as sent.
 */
export function FailedWork({ failed, uncertain }: { failed: FailedWorkRow[]; uncertain: UncertainRow[] }) {
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
      <h3 className="mt-6 font-serif text-lg font-bold">Uncertain newsletter mail</h3>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        The server stopped while these were being sent: the mail server may have taken them or not. Resend may
        give the reader a second copy; Mark as sent may leave them without one.
      </p>
      {uncertain.length === 0 ? (
        <p className="mt-3 text-sm">None.</p>
      ) : (
        <ul className="mt-3 divide-y divide-rule border-y border-rule">
          {uncertain.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="min-w-0 text-sm break-words">
                <span className="font-semibold">{row.email}</span>: {row.issue}
              </p>
              <div className="flex flex-wrap gap-2">
                <RowAction
                  intent="resolve-delivery"
                  fields={{ id: row.id, decision: "resend" }}
                  label="Resend"
                />
                <RowAction
                  intent="resolve-delivery"
                  fields={{ id: row.id, decision: "sent" }}
                  label="Mark as sent"
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
