import { Link } from "react-router";
import { useRevalidateWhile } from "~/components/portal/use-revalidate-while.ts";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { formatWhen } from "~/lib/when.ts";

export type PastIssue = {
  id: string;
  subject: string;
  status: string;
  kind: string;
  sendStartedAt: string | Date | null;
  sentAt: string | Date | null;
  counts: { pending: number; sent: number; failed: number; total: number };
};

/** The issues sent or being sent, newest first, with their counts; while one is sending, its progress
 * is read again every two seconds. */
export function NewsletterIssues({ issues }: { issues: PastIssue[] }) {
  const timeZone = useTimeZone();
  useRevalidateWhile(
    issues.some((i) => i.status === "sending"),
    2000,
  );
  return <IssueList issues={issues} timeZone={timeZone} />;
}

/** The list itself, its times in the publication's zone (as every portal date). */
export function IssueList({ issues, timeZone }: { issues: PastIssue[]; timeZone: string }) {
  if (issues.length === 0) return <p className="text-sm text-muted">No issue has been sent yet.</p>;
  return (
    <ul className="divide-y divide-rule border border-rule">
      {issues.map((issue) => {
        const { sent, failed, total, pending } = issue.counts;
        const done = sent + failed;
        const at = issue.sentAt ?? issue.sendStartedAt;
        return (
          <li key={issue.id} className="p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {issue.status === "sent" ? (
                  <Link to={`/newsletter/archive/${issue.id}`} className="text-accent hover:underline">
                    {issue.subject}
                  </Link>
                ) : (
                  issue.subject
                )}
                {issue.kind === "digest" && (
                  <span className="ml-2 text-xs uppercase text-muted">Weekly digest</span>
                )}
              </span>
              {at && (
                <time dateTime={new Date(at).toISOString()} className="text-sm text-muted">
                  {formatWhen(at, timeZone)}
                </time>
              )}
            </div>
            <p className="mt-1 text-sm">
              {issue.status === "sending" ? "Sending: " : "Sent: "}
              {sent} sent, {failed} failed{pending > 0 ? `, ${pending} waiting` : ""} of {total}
            </p>
            {issue.status === "sending" && (
              <progress
                className="mt-2 h-2 w-full accent-accent"
                max={total || 1}
                value={done}
                aria-label={`Sending ${issue.subject}: ${done} of ${total}`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
