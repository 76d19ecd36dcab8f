import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";

export type PastIssue = {
  id: string;
  subject: string;
  status: string;
  kind: string;
  sendStartedAt: string | Date | null;
  sentAt: string | Date | null;
  counts: { pending: number; sent: number; failed: number; total: number };
};

const when = (d: string | Date | null) =>
  d ? new Date(d).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" }) : "";

/** The issues sent or being sent, newest first, with their counts; while one is sending, its progress
 * is read again every two seconds. */
export function NewsletterIssues({ issues }: { issues: PastIssue[] }) {
  const revalidator = useRevalidator();
  const sending = issues.some((i) => i.status === "sending");
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
  if (issues.length === 0) return <p className="text-sm text-muted">No issue has been sent yet.</p>;
  return (
    <ul className="divide-y divide-rule border border-rule">
      {issues.map((issue) => {
        const { sent, failed, total, pending } = issue.counts;
        const done = sent + failed;
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
              <span className="text-sm text-muted">{when(issue.sentAt ?? issue.sendStartedAt)}</span>
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
