import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "#shared/desk.ts";
import { formatDateTime } from "#shared/local-time.ts";
import { INBOX_PATH } from "./bell.tsx";

export type InboxRow = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  read: boolean;
  createdAt: string | Date;
};

/** The inbox's notifications, newest first. Each opens its thing through /inbox/:id, which marks it
 * read; an unread one is bold with a dot, and says so to screen readers. A full page load: the open
 * route answers only a redirect. */
export function InboxList({ rows, timeZone }: { rows: readonly InboxRow[]; timeZone: string }) {
  return (
    <ul className="divide-y divide-rule border-y border-rule bg-white">
      {rows.map((row) => (
        <li key={row.id}>
          <a
            href={`${INBOX_PATH}/${row.id}`}
            className={`flex gap-3 px-4 py-3 hover:bg-paper focus-visible:bg-paper sm:px-5 ${row.read ? "" : "bg-accent/5"}`}
          >
            <span
              aria-hidden="true"
              className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${row.read ? "bg-transparent" : "bg-accent"}`}
            />
            <span className="min-w-0 flex-1">
              <span className={`block break-words ${row.read ? "" : "font-bold"}`}>
                {!row.read && <span className="sr-only">Unread: </span>}
                {row.title}
              </span>
              {row.body && <span className="mt-0.5 block text-sm break-words text-ink/80">{row.body}</span>}
              <span className="mt-0.5 block text-sm text-muted">
                {NOTIFICATION_KIND_LABELS[row.kind]} · {formatDateTime(new Date(row.createdAt), timeZone)}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
