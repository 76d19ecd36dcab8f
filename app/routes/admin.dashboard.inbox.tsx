import type { Route } from "./+types/admin.dashboard.inbox";
import { Pagination } from "~/components/pagination.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { INBOX_PATH } from "~/components/portal/notifications/bell.tsx";
import { InboxList } from "~/components/portal/notifications/inbox-list.tsx";
import { PreferencesForm } from "~/components/portal/notifications/preferences-form.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { privateMeta } from "~/lib/meta.ts";
import { inboxAction, loadInbox } from "./admin.dashboard.inbox.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Notifications");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, context);
}

/** The person's notifications (issue 38): newest first, unread marked, each opening its thing; then
 * how they want each kind. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { results, preferences } = loaderData;
  const timeZone = useTimeZone();
  const readAll = usePortalFetcher();
  const anyUnread = results.items.some((item) => !item.read) || results.page > 1;
  return (
    <section aria-labelledby="inbox-title" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="inbox-title" tabIndex={-1} className="font-serif text-3xl font-bold outline-none">
            Notifications
          </h1>
          <p className="mt-1 text-sm text-muted">
            What concerns you: assignments, reviews, notes and publications. Open one to go to it.
          </p>
        </div>
        {results.items.length > 0 && (
          <readAll.Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button
              type="submit"
              look="secondary"
              busy={readAll.state !== "idle"}
              busyLabel="Marking..."
              disabled={!anyUnread}
            >
              Mark all as read
            </Button>
          </readAll.Form>
        )}
      </div>
      <div className="mt-5">
        {results.items.length === 0 ? (
          <p className="border border-rule bg-white px-4 py-6 sm:px-5">
            Nothing yet. When a story is assigned to you, or a piece of yours is reviewed or published, it
            shows here.
          </p>
        ) : (
          <InboxList rows={results.items} timeZone={timeZone} />
        )}
      </div>
      <Pagination
        page={results.page}
        pageCount={results.pageCount}
        more={results.more}
        hrefFor={(page) => (page > 1 ? `${INBOX_PATH}?page=${page}` : INBOX_PATH)}
      />
      <div className="mt-8">
        <PreferencesForm preferences={preferences} />
      </div>
    </section>
  );
}
