import type { Route } from "./+types/admin.dashboard.comments";
import { BannedReaders } from "~/components/portal/comments/bans.tsx";
import { CommentFilters, CommentPages } from "~/components/portal/comments/filters.tsx";
import { CommentRulesCard } from "~/components/portal/comments/rules.tsx";
import { DeletedReadersCard } from "~/components/portal/comments/deleted-readers.tsx";
import { ModerationList } from "~/components/portal/comments/list.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { commentsAction, loadComments } from "./admin.dashboard.comments.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Comments");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadComments(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return commentsAction(request, context);
}

/** Comments (editors, issue 27): every comment, newest first, to approve, hide, delete or ban. */
export default function Comments({ loaderData }: Route.ComponentProps) {
  const { rows, typed, problem, counts, bans, names, rules, deletedReaders, next, continued } = loaderData;
  return (
    <section
      aria-labelledby="comments-heading"
      className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8"
    >
      <h1 id="comments-heading" className="font-serif text-3xl font-bold">
        Comments
      </h1>
      <p className="mt-2 max-w-3xl text-muted">
        Every reader comment, newest first. Approve what waits, hide or delete what should not be there, and
        ban a reader who keeps at it. Each action is recorded in the audit log.
      </p>
      <CommentFilters typed={typed} counts={counts} names={names} />
      <div role="status" className="mt-4">
        {problem ? (
          <p className="border-l-4 border-accent bg-white p-3">{problem}</p>
        ) : rows.length === 0 ? (
          <p className="text-muted">No comments match these filters.</p>
        ) : (
          <p className="sr-only">{`${rows.length} comments shown`}</p>
        )}
      </div>
      {/* Kept while it empties: the answer (its toast) of the action that emptied it is read there. */}
      <ModerationList key={JSON.stringify(typed)} rows={rows} />
      <CommentPages typed={typed} next={next} continued={continued} />
      <div className="mt-10 grid gap-6">
        <BannedReaders bans={bans} />
        <CommentRulesCard rules={rules} />
        {deletedReaders && <DeletedReadersCard choice={deletedReaders} />}
      </div>
    </section>
  );
}
