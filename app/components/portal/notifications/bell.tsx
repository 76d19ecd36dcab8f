import { Link } from "react-router";

export const INBOX_PATH = "/admin/dashboard/inbox";

/** What the bell says to everyone: its count is part of its name ('Notifications, 3 unread'). */
export const bellLabel = (unread: number) =>
  unread === 0 ? "Notifications, none unread" : `Notifications, ${unread} unread`;

/** The bell in the portal's bar: a link to the inbox, with the unread count on it. */
export function NotificationBell({ unread }: { unread: number }) {
  const shown = unread > 99 ? "99+" : String(unread);
  return (
    <Link
      to={INBOX_PATH}
      aria-label={bellLabel(unread)}
      className="relative ml-auto inline-flex min-h-11 min-w-11 items-center justify-center hover:text-white/80"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor">
        <path
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9ZM10 19a2 2 0 0 0 4 0"
        />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0 min-w-5 rounded-full bg-accent px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
