import { formatDate } from "#shared/dates.ts";
import { formatDateTime } from "#shared/local-time.ts";

/** A Manage row's Published cell: the date it went out, when a scheduled piece goes out, or that it
 * is not published. */
export function PublishedWhen({
  publishedAt,
  scheduledFor,
  timeZone,
}: {
  publishedAt: Date | string | null;
  scheduledFor: Date | string | null;
  timeZone: string;
}) {
  if (publishedAt) return <>{formatDate(new Date(publishedAt), timeZone)}</>;
  if (scheduledFor) return <>Goes out {formatDateTime(new Date(scheduledFor), timeZone)}</>;
  return <span className="text-muted">Not published</span>;
}
